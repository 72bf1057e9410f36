import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Subsets: {@code nums} of {@code size} distinct numbers (at most 10) from -10 to
 * 10, in random order. Now and then the numbers are the range's ends, or lie next to each other
 * (0, 1, -1, 10, -10), where digits and signs are easiest to confuse.
 */
public final class SubsetsGenerator implements Generator {

    private static final int MAX_LENGTH = 10;
    private static final int MIN_VALUE = -10;
    private static final int MAX_VALUE = 10;
    private static final int[] EDGES = {0, 1, -1, 10, -10, 2, -2, 9, -9};

    @Override
    public ObjectNode generate(int size, Random random) {
        int length = Math.max(1, Math.min(MAX_LENGTH, size));
        List<Integer> values = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        boolean edges = random.nextInt(3) == 0;
        while (values.size() < length) {
            int value = edges && random.nextBoolean() ? EDGES[random.nextInt(EDGES.length)]
                    : MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            if (used.add(value)) {
                values.add(value);
            }
        }
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        values.forEach(nums::add);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode nums = input.get("nums");
        if (nums == null || !nums.isArray()) {
            return "nums must be an array of numbers";
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers; it must have 1 to " + MAX_LENGTH;
        }
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            if (value.asInt() < MIN_VALUE || value.asInt() > MAX_VALUE) {
                return "nums[" + i + "] = " + value + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
            if (!seen.add(value.asInt())) {
                return "nums[" + i + "] = " + value + " appears twice; the numbers must all be different";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_LENGTH;
    }
}
