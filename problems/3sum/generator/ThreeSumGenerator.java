import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Random inputs for 3Sum: {@code nums} of 3 to 300 values in -10^5..10^5. The length is
 * size + 2 up to size 10, then grows geometrically to 300 at {@link #maxSize()}. Values come in
 * one of four shapes: a narrow window around 0 (about as wide as the array is long, so values
 * repeat and many triplets exist), mostly zeros, the whole range with a few triplets planted
 * (some with a repeated value, some at the range's ends), or the whole range with nothing
 * planted. All are shuffled.
 */
public final class ThreeSumGenerator implements Generator {

    private static final int MIN_LENGTH = 3;
    private static final int MAX_LENGTH = 3000;
    private static final int BOUND = 100_000;
    private static final int MAX_SIZE = 20;
    private static final int LINEAR_SIZES = 10;
    private static final int LARGEST_GENERATED = 300;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = length(size);
        List<Integer> values = new ArrayList<>();
        switch (random.nextInt(5)) {
            case 0, 1 -> {                                  // a narrow window around 0
                int half = 1 + random.nextInt(Math.max(1, n / 2 + 1));
                while (values.size() < n) {
                    values.add(random.nextInt(2 * half + 1) - half);
                }
            }
            case 2 -> {                                     // mostly zeros
                while (values.size() < n) {
                    values.add(random.nextInt(3) == 0 ? random.nextInt(7) - 3 : 0);
                }
            }
            case 3 -> {                                     // the whole range, triplets planted
                while (values.size() + 3 <= n && random.nextInt(3) > 0) {
                    int a = random.nextInt(BOUND + 1);
                    int b = random.nextInt(BOUND - a + 1);  // a + b <= BOUND, so -(a + b) fits
                    if (random.nextInt(4) == 0) {
                        b = a <= BOUND / 2 ? a : b;          // a repeated value
                    }
                    if (random.nextInt(6) == 0) {
                        a = BOUND;
                        b = 0;
                    }
                    values.add(a);
                    values.add(b);
                    values.add(-(a + b));
                }
                while (values.size() < n) {
                    values.add(random.nextInt(2 * BOUND + 1) - BOUND);
                }
            }
            default -> {                                    // the whole range
                while (values.size() < n) {
                    values.add(random.nextInt(2 * BOUND + 1) - BOUND);
                }
            }
        }
        Collections.shuffle(values, random);
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        values.forEach(nums::add);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
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
        if (nums.size() < MIN_LENGTH || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " elements; it must have " + MIN_LENGTH + " to " + MAX_LENGTH;
        }
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            if (value.intValue() < -BOUND || value.intValue() > BOUND) {
                return "nums[" + i + "] = " + value.intValue() + " is outside -10^5..10^5";
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
            return Math.max(MIN_LENGTH, size + 2);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round((LINEAR_SIZES + 2) * Math.pow((double) LARGEST_GENERATED / (LINEAR_SIZES + 2), t));
    }
}
