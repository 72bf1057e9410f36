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
 * Random inputs for Combination Sum: up to {@code 3 * size} different candidates (at most 30) drawn
 * from 2 up to a bound that grows with the size (at most 40), in random order, and a target up to
 * {@code 4 * size} (at most 40); sometimes a target below every candidate, or equal to one. An input
 * with 150 combinations or more, which the statement rules out, is drawn again with a smaller target.
 */
public final class CombinationSumGenerator implements Generator {

    private static final int MAX_COMBINATIONS = 149;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.min(40, 4 + 4 * size);
        int count = 1 + random.nextInt(Math.min(Math.min(30, 3 * size), top - 1));
        List<Integer> pool = new ArrayList<>();
        for (int value = 2; value <= top; value++) {
            pool.add(value);
        }
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            candidates.add(pool.remove(random.nextInt(pool.size())));
        }
        int smallest = candidates.stream().mapToInt(Integer::intValue).min().orElseThrow();
        int target = switch (random.nextInt(8)) {
            case 0 -> 1 + random.nextInt(smallest - 1); // below every candidate: no combination
            case 1 -> candidates.get(random.nextInt(count)); // a candidate on its own is one
            default -> 1 + random.nextInt(Math.min(40, 4 * size));
        };
        // Fewer combinations as the target shrinks; 1 has none, so this ends.
        while (combinations(candidates, target) > MAX_COMBINATIONS) {
            target--;
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode list = input.putArray("candidates");
        candidates.forEach(list::add);
        input.put("target", target);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode candidates = input.get("candidates");
        JsonNode target = input.get("target");
        if (candidates == null || !candidates.isArray() || target == null || !target.isInt()) {
            return "candidates must be a list and target a whole number";
        }
        if (candidates.size() < 1 || candidates.size() > 30) {
            return "candidates has " + candidates.size() + " numbers, outside 1..30";
        }
        List<Integer> values = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (JsonNode candidate : candidates) {
            if (!candidate.isInt() || candidate.asInt() < 2 || candidate.asInt() > 40) {
                return "candidate " + candidate + " is not a whole number in 2..40";
            }
            if (!seen.add(candidate.asInt())) {
                return "candidate " + candidate + " appears twice";
            }
            values.add(candidate.asInt());
        }
        if (target.asInt() < 1 || target.asInt() > 40) {
            return "target = " + target.asInt() + " is outside 1..40";
        }
        long ways = combinations(values, target.asInt());
        return ways > MAX_COMBINATIONS ? "target " + target.asInt() + " has " + ways + " combinations; the "
                + "statement promises fewer than 150" : null;
    }

    /** How many combinations (each candidate any number of times, order ignored) make the target. */
    private static long combinations(List<Integer> candidates, int target) {
        long[] ways = new long[target + 1];
        ways[0] = 1;
        for (int candidate : candidates) {
            for (int sum = candidate; sum <= target; sum++) {
                ways[sum] += ways[sum - candidate];
            }
        }
        return ways[target];
    }
}
