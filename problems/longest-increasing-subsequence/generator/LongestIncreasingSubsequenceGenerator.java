import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Longest Increasing Subsequence: 1 to {@code 2 * size} numbers from -10^4 to
 * 10^4, as the statement allows.
 *
 * <p>Shapes, drawn at random: numbers from a small range (so values repeat, which tells strictly
 * increasing from non-decreasing); numbers from the whole range; an increasing run with noise; a
 * decreasing run; two interleaved runs; all equal. Now and then a single number.
 */
public final class LongestIncreasingSubsequenceGenerator implements Generator {

    private static final int MAX_LENGTH = 2500;
    private static final int LIMIT = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(12) == 0 ? 1 : 1 + random.nextInt(Math.min(MAX_LENGTH, 2 * size));
        int shape = random.nextInt(6);
        int spread = 1 + random.nextInt(size + 2);
        int equal = random.nextInt(2 * LIMIT + 1) - LIMIT;
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode nums = input.putArray("nums");
        for (int i = 0; i < n; i++) {
            int x = switch (shape) {
                case 0 -> random.nextInt(spread + 1);
                case 1 -> random.nextInt(2 * LIMIT + 1) - LIMIT;
                case 2 -> 3 * i + random.nextInt(7) - 3;
                case 3 -> -3 * i + random.nextInt(7) - 3;
                case 4 -> i % 2 == 0 ? i + random.nextInt(3) : 100 - i + random.nextInt(3);
                default -> equal;
            };
            nums.add(Math.max(-LIMIT, Math.min(LIMIT, x)));
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
        for (int i = 0; i < nums.size(); i++) {
            JsonNode x = nums.get(i);
            if (!x.isInt() || x.asInt() < -LIMIT || x.asInt() > LIMIT) {
                return "nums[" + i + "] = " + x + " is not a whole number in -10^4..10^4";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 40 numbers: every accepted submission is instant
    }
}
