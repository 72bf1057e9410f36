import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Two Sum with exactly one answer, as the statement promises: it picks the pair
 * (a, b) and the target a + b first, then adds other numbers only when target minus them is not
 * already in the array, so no second pair can form, and shuffles. The numbers come from a small
 * range (many repeats), a medium one, the whole range -10^9..10^9, or its ends. Often one number
 * is exactly half the target, alone, so that pairing an element with itself gives a wrong answer;
 * now and then the pair is two equal numbers, or the array has only the pair.
 */
public final class TwoSumGenerator implements Generator {

    private static final int MAX_LENGTH = 10_000;
    private static final long LIMIT = 1_000_000_000L;
    private static final long[] EDGES = {0, 1, -1, LIMIT, -LIMIT, LIMIT - 1, -LIMIT + 1, LIMIT / 2, -LIMIT / 2};

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 2 + random.nextInt(size * size / 2 + 1);
        if (random.nextInt(10) == 0) {
            n = 2;
        }
        int mode = random.nextInt(4);
        long a;
        long b;
        long target;
        do {
            a = draw(mode, random);
            b = random.nextInt(6) == 0 ? a : draw(mode, random);
            target = a + b;
        } while (Math.abs(target) > LIMIT);
        List<Long> values = new ArrayList<>();
        Set<Long> present = new HashSet<>();
        values.add(a);
        values.add(b);
        present.add(a);
        present.add(b);
        if (target % 2 == 0 && a != b && random.nextInt(3) > 0 && values.size() < n) {
            long half = target / 2;
            values.add(half);                       // alone: it must not be paired with itself
            present.add(half);
        }
        for (int attempts = 0; values.size() < n && attempts < 20 * n; attempts++) {
            long v = values.size() > 2 && random.nextInt(4) == 0
                    ? values.get(2 + random.nextInt(values.size() - 2))   // a repeat of a number outside the pair
                    : draw(mode, random);
            if (!present.contains(target - v)) {
                values.add(v);
                present.add(v);
            }
        }
        Collections.shuffle(values, random);
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        values.forEach(v -> nums.add((int) v.longValue()));
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
        input.put("target", (int) target);
        return input;
    }

    private static long draw(int mode, Random random) {
        return switch (mode) {
            case 0 -> random.nextInt(21) - 10;
            case 1 -> random.nextInt(2001) - 1000;
            case 2 -> EDGES[random.nextInt(EDGES.length)];
            default -> (long) (random.nextDouble() * (2 * LIMIT + 1)) - LIMIT;
        };
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with nums and target";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums") && !name.equals("target")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        JsonNode target = input.get("target");
        if (nums == null || !nums.isArray()) {
            return "nums must be an array of whole numbers";
        }
        if (target == null || !target.isInt()) {
            return "target must be a whole number";
        }
        if (nums.size() < 2 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers; it must have 2 to " + MAX_LENGTH;
        }
        long t = target.asLong();
        if (Math.abs(t) > LIMIT) {
            return "target = " + t + " is outside -10^9..10^9";
        }
        Map<Long, Integer> count = new HashMap<>();
        long pairs = 0;
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            long v = value.asLong();
            if (Math.abs(v) > LIMIT) {
                return "nums[" + i + "] = " + v + " is outside -10^9..10^9";
            }
            pairs += count.getOrDefault(t - v, 0);
            count.merge(v, 1, Integer::sum);
        }
        if (pairs != 1) {
            return pairs == 0 ? "no two numbers add up to the target; the statement promises exactly one answer"
                    : pairs + " pairs add up to the target; the statement promises exactly one answer";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 202 numbers: the pair loop and the proof take well under a millisecond
    }
}
