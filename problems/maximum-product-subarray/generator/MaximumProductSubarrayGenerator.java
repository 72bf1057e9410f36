import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Maximum Product Subarray: 1 to {@code 2 * size} numbers from -10 to 10, kept
 * within the statement's promise that every subarray's product fits in an int: while a run without
 * zeros would grow past 2^31 - 1 in absolute value, its next number is made 1, -1 or 0.
 *
 * <p>Shapes, drawn at random: any numbers; small ones (-3 to 3) with many negatives; negatives
 * only; many zeros; only -1, 1, -2 and 2; and now and then a single number. Negatives in odd and
 * even numbers between zeros are what tell a solution that forgets the smallest product apart.
 */
public final class MaximumProductSubarrayGenerator implements Generator {

    private static final int MAX_LENGTH = 20_000;
    private static final long INT_LIMIT = Integer.MAX_VALUE;

    @Override
    public ObjectNode generate(int size, Random random) {
        int shape = random.nextInt(6);
        int n = shape == 5 || random.nextInt(10) == 0 ? 1 : 1 + random.nextInt(Math.min(MAX_LENGTH, 2 * size));
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode nums = input.putArray("nums");
        long run = 1;   // |product| of the numbers since the last zero
        for (int i = 0; i < n; i++) {
            int x = switch (shape) {
                case 1 -> random.nextInt(7) - 3;
                case 2 -> -1 - random.nextInt(10);
                case 3 -> random.nextInt(3) == 0 ? 0 : random.nextInt(21) - 10;
                case 4 -> (random.nextBoolean() ? 1 : 2) * (random.nextBoolean() ? 1 : -1);
                default -> random.nextInt(21) - 10;
            };
            if (x != 0 && run * Math.abs(x) > INT_LIMIT) {
                x = switch (random.nextInt(3)) {
                    case 0 -> 0;
                    case 1 -> 1;
                    default -> -1;
                };
            }
            run = x == 0 ? 1 : run * Math.abs(x);
            nums.add(x);
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with nums";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        if (nums == null || !nums.isArray()) {
            return "nums must be a list";
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers, outside 1.." + MAX_LENGTH;
        }
        int[] values = new int[nums.size()];
        for (int i = 0; i < values.length; i++) {
            JsonNode x = nums.get(i);
            if (!x.isInt() || x.asInt() < -10 || x.asInt() > 10) {
                return "nums[" + i + "] = " + x + " is not a whole number in -10..10";
            }
            values[i] = x.asInt();
        }
        // A run without zeros whose |product| passes 2^32 has a subarray (the run) that cannot fit.
        long run = 1;
        for (int i = 0; i < values.length; i++) {
            run = values[i] == 0 ? 1 : run * Math.abs(values[i]);
            if (run > 2 * INT_LIMIT + 2) {
                return "the numbers without a zero between them up to nums[" + i + "] multiply to more than 2^32"
                        + " in absolute value; the statement promises every subarray's product fits in an int";
            }
        }
        // Every product now fits in a long: the largest and smallest product ending at each index.
        long largest = values[0];
        long smallest = values[0];
        long max = largest;
        long min = smallest;
        for (int i = 1; i < values.length; i++) {
            long x = values[i];
            long a = largest * x;
            long b = smallest * x;
            largest = Math.max(x, Math.max(a, b));
            smallest = Math.min(x, Math.min(a, b));
            max = Math.max(max, largest);
            min = Math.min(min, smallest);
        }
        if (max > Integer.MAX_VALUE || min < Integer.MIN_VALUE) {
            return "a subarray's product is " + (max > Integer.MAX_VALUE ? max : min)
                    + ", which does not fit in an int; the statement promises every one does";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 15; // up to 30 numbers: every solution, the cubic one included, is instant
    }
}
