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
 * Random inputs for Longest Consecutive Sequence: {@code nums} of 0 to 2000 values in
 * -10^9..10^9. The length is size - 1 up to size 10 (so size 1 is the empty array), then grows
 * geometrically to 2000 at {@link #maxSize()}; one array in ten is shorter. Values come in one of
 * four shapes: from a narrow window about as wide as the array (runs and repeats form by
 * themselves), runs planted at the ends of the range, runs of repeated values, or spread over the
 * whole range. All are shuffled.
 */
public final class LongestConsecutiveGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int BOUND = 1_000_000_000;
    private static final int MAX_SIZE = 20;
    private static final int LINEAR_SIZES = 10;
    private static final int LARGEST_GENERATED = 2000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = length(size);
        int n = random.nextInt(10) == 0 ? random.nextInt(cap + 1) : cap;
        List<Integer> values = new ArrayList<>();
        switch (random.nextInt(4)) {
            case 0 -> {                                   // a narrow window: runs and repeats
                int width = Math.max(1, n + random.nextInt(n + 1));
                int low = random.nextInt(2 * BOUND - width + 1) - BOUND;
                for (int i = 0; i < n; i++) {
                    values.add(low + random.nextInt(width));
                }
            }
            case 1 -> {                                   // runs at the ends of the range
                while (values.size() < n) {
                    int length = 1 + random.nextInt(Math.max(1, n - values.size()));
                    boolean top = random.nextBoolean();
                    int start = top ? BOUND - length + 1 - random.nextInt(3) : -BOUND + random.nextInt(3);
                    for (int i = 0; i < length && values.size() < n; i++) {
                        values.add(start + i);
                    }
                }
            }
            case 2 -> {                                   // a few runs, each value repeated
                int base = random.nextInt(2001) - 1000;
                while (values.size() < n) {
                    int value = base + random.nextInt(Math.max(1, n / 2 + 1));
                    int copies = 1 + random.nextInt(3);
                    for (int c = 0; c < copies && values.size() < n; c++) {
                        values.add(value);
                    }
                }
            }
            default -> {                                  // the whole range, with a planted run
                int runLength = n == 0 ? 0 : random.nextInt(n + 1);
                int start = random.nextInt(2 * BOUND - runLength + 1) - BOUND;
                for (int i = 0; i < runLength; i++) {
                    values.add(start + i);
                }
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
        if (nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " elements, more than " + MAX_LENGTH;
        }
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number in int range";
            }
            if (value.intValue() < -BOUND || value.intValue() > BOUND) {
                return "nums[" + i + "] = " + value.intValue() + " is outside -10^9..10^9";
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
            return Math.max(0, size - 1);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LARGEST_GENERATED / LINEAR_SIZES, t));
    }
}
