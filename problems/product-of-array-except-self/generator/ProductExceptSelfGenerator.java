import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Product of Array Except Self: {@code nums} of 2 to 2000 values in -30..30
 * that keep the statement's promise. The length is size + 1 up to size 10, then grows
 * geometrically to 2000 at {@link #maxSize()}. Non-zero values are drawn while the product of the
 * non-zero values stays below 2^31 (so every prefix, suffix and answer fits in an int), and 1 or
 * -1 once it would not. Zeros are the point of the problem, so half the inputs have some: one
 * zero, two, or (rarely) all zeros; others use only the range's ends or only 1 and -1.
 */
public final class ProductExceptSelfGenerator implements Generator {

    private static final int MIN_LENGTH = 2;
    private static final int MAX_LENGTH = 100_000;
    private static final int MAX_VALUE = 30;
    private static final int MAX_SIZE = 20;
    private static final int LINEAR_SIZES = 10;
    private static final int LARGEST_GENERATED = 2000;
    private static final long LIMIT = 1L << 31;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = length(size);
        int style = random.nextInt(6);   // 0: ends of the range, 1: only +-1, else any value
        int[] nums = new int[n];
        long product = 1;
        for (int i = 0; i < n; i++) {
            int v = switch (style) {
                case 0 -> random.nextBoolean() ? MAX_VALUE : -MAX_VALUE;
                case 1 -> random.nextBoolean() ? 1 : -1;
                default -> random.nextInt(2 * MAX_VALUE + 1) - MAX_VALUE;
            };
            if (v == 0 || Math.abs(product * v) >= LIMIT) {
                v = random.nextBoolean() ? 1 : -1;
            }
            product *= v;
            nums[i] = v;
        }
        int zeros = switch (random.nextInt(8)) {
            case 0, 1 -> 1;
            case 2 -> 2;
            case 3 -> random.nextInt(10) == 0 ? n : 2 + random.nextInt(n - 1);
            default -> 0;
        };
        for (int z = 0; z < zeros; z++) {
            nums[random.nextInt(n)] = 0;   // the same place twice leaves fewer zeros: fine
        }
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (int v : nums) {
            array.add(v);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", array);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("nums")) {
            return "the input must be an object with nums";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        if (!nums.isArray()) {
            return "nums must be an array of numbers, got " + nums;
        }
        int n = nums.size();
        if (n < MIN_LENGTH || n > MAX_LENGTH) {
            return "nums has " + n + " elements; it must have " + MIN_LENGTH + " to " + MAX_LENGTH;
        }
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            if (value.intValue() < -MAX_VALUE || value.intValue() > MAX_VALUE) {
                return "nums[" + i + "] = " + value.intValue() + " is outside -30..30";
            }
            values[i] = value.intValue();
        }
        long[] prefix = new long[n + 1];   // prefix[k]: product of the first k, saturated
        long[] suffix = new long[n + 1];   // suffix[k]: product of the last k, saturated
        prefix[0] = 1;
        suffix[0] = 1;
        for (int k = 1; k <= n; k++) {
            prefix[k] = times(prefix[k - 1], values[k - 1]);
            suffix[k] = times(suffix[k - 1], values[n - k]);
            if (!fitsInt(prefix[k])) {
                return "the product of the first " + k + " elements does not fit in a 32-bit integer";
            }
            if (!fitsInt(suffix[k])) {
                return "the product of the last " + k + " elements does not fit in a 32-bit integer";
            }
        }
        for (int i = 0; i < n; i++) {
            long answer = prefix[i] * suffix[n - 1 - i];   // both at most 2^31 in magnitude
            if (!fitsInt(answer)) {
                return "the answer at index " + i + " (the product of the others) does not fit in a 32-bit integer";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int length(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(MIN_LENGTH, size + 1);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round((LINEAR_SIZES + 1) * Math.pow((double) LARGEST_GENERATED / (LINEAR_SIZES + 1), t));
    }

    private static long times(long a, int b) {
        long product = a * b;
        return Math.max(-LIMIT * 4, Math.min(LIMIT * 4, product));
    }

    private static boolean fitsInt(long value) {
        return value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE;
    }
}
