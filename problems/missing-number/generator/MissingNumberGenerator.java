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
 * Makes an array of n distinct numbers from 0..n, 1 <= n <= 10^4 (here at most 2 * maxSize()), so
 * exactly one number is missing, as the statement promises. The missing number is mostly random,
 * now and then 0 or n, the ends of the range; the order is mostly shuffled, now and then sorted
 * up or down.
 */
public final class MissingNumberGenerator implements Generator {

    private static final int MAX_N = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 1 + random.nextInt(Math.max(1, 2 * size));
        int missing = switch (random.nextInt(5)) {
            case 0 -> 0;
            case 1 -> n;
            default -> random.nextInt(n + 1);
        };
        List<Integer> values = new ArrayList<>();
        for (int k = 0; k <= n; k++) {
            if (k != missing) {
                values.add(k);
            }
        }
        switch (random.nextInt(6)) {
            case 0 -> { }
            case 1 -> Collections.reverse(values);
            default -> Collections.shuffle(values, random);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode nums = input.putArray("nums");
        values.forEach(nums::add);
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
        if (!nums.isArray() || nums.size() < 1 || nums.size() > MAX_N) {
            return "nums must have 1 to " + MAX_N + " numbers";
        }
        int n = nums.size();
        boolean[] seen = new boolean[n + 1];
        for (int i = 0; i < n; i++) {
            JsonNode v = nums.get(i);
            if (!v.isInt() || v.asInt() < 0 || v.asInt() > n) {
                return "nums[" + i + "] = " + v + " is not a whole number in 0..n = 0.." + n;
            }
            if (seen[v.asInt()]) {
                return "nums[" + i + "] = " + v + " is in nums twice; the numbers are all different";
            }
            seen[v.asInt()] = true;
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
