import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Makes {@code nums}: as many different numbers from -10..10 as the size (1 to 6, the statement's
 * bounds), in random order. One array in four includes both extremes, -10 and 10, when it has room
 * for them; otherwise the numbers are any of the range's 21.
 */
public final class PermutationsGenerator implements Generator {

    private static final int MAX_LENGTH = 6;
    private static final int MIN_VALUE = -10;
    private static final int MAX_VALUE = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = Math.max(1, Math.min(size, MAX_LENGTH));
        List<Integer> pool = new ArrayList<>();
        for (int v = MIN_VALUE; v <= MAX_VALUE; v++) {
            pool.add(v);
        }
        Collections.shuffle(pool, random);
        if (n >= 2 && random.nextInt(4) == 0) {
            // Move the extremes to the front, so they are among the n taken.
            pool.remove(Integer.valueOf(MIN_VALUE));
            pool.remove(Integer.valueOf(MAX_VALUE));
            pool.add(random.nextInt(n - 1), MIN_VALUE);
            pool.add(random.nextInt(n), MAX_VALUE);
        }
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        pool.subList(0, n).forEach(nums::add);
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
            return "nums must be an array of whole numbers, got " + nums;
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers; the statement allows 1 to " + MAX_LENGTH;
        }
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] is " + value + ", not a whole number";
            }
            if (value.intValue() < MIN_VALUE || value.intValue() > MAX_VALUE) {
                return "nums[" + i + "] = " + value.intValue() + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
            if (!seen.add(value.intValue())) {
                return "nums[" + i + "] = " + value.intValue() + " repeats an earlier number; they must all differ";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_LENGTH;
    }
}
