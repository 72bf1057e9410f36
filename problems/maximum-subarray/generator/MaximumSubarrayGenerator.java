import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Maximum Subarray: 1 to {@code 2 * size} numbers from -10^4 to 10^4, as the
 * statement allows.
 *
 * <p>Shapes, drawn at random: small numbers of both signs (-5 to 5), where the best subarray often
 * crosses a negative; the whole range; negatives only (the answer is the largest of them);
 * positives only; and mostly negatives with a few positives. Now and then a single number.
 */
public final class MaximumSubarrayGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int LIMIT = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(12) == 0 ? 1 : 1 + random.nextInt(Math.min(MAX_LENGTH, 2 * size));
        int shape = random.nextInt(5);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode nums = input.putArray("nums");
        for (int i = 0; i < n; i++) {
            nums.add(switch (shape) {
                case 0 -> random.nextInt(11) - 5;
                case 1 -> random.nextInt(2 * LIMIT + 1) - LIMIT;
                case 2 -> -1 - random.nextInt(random.nextBoolean() ? 9 : LIMIT);
                case 3 -> 1 + random.nextInt(9);
                default -> random.nextInt(4) == 0 ? random.nextInt(10) : -1 - random.nextInt(10);
            });
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
