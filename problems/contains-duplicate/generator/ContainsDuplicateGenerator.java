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
 * Random inputs for Contains Duplicate: {@code nums} of 1 to about 400 numbers in -10^9..10^9.
 * Half the arrays have all numbers different (the answer false); the others have exactly one
 * value twice, far apart or side by side, or many repeats. Values come from a small range, from
 * the whole range, or are large (beyond the -128..127 that Java caches as Integer objects, where
 * comparing boxed numbers with == goes wrong), or the range's ends. One array in ten has a single
 * number.
 */
public final class ContainsDuplicateGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int LIMIT = 1_000_000_000;
    private static final int[] EDGES = {LIMIT, -LIMIT, LIMIT - 1, -LIMIT + 1, 0, 127, 128, -128, -129};

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(10) == 0 ? 1 : 1 + random.nextInt(size * size + 1);
        int valueMode = random.nextInt(4);
        int shape = random.nextInt(6);
        List<Integer> values = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        int distinct = shape <= 2 ? n : Math.max(1, n - 1);
        if (shape == 5) {
            distinct = 1 + random.nextInt(Math.max(1, n / 2));   // many repeats
        }
        for (int misses = 0; values.size() < distinct; ) {
            int v = draw(misses < 50 ? valueMode : 3, random);   // a small range runs out of new values
            if (used.add(v)) {
                values.add(v);
                misses = 0;
            } else {
                misses++;
            }
        }
        if (shape == 5) {
            while (values.size() < n) {
                values.add(values.get(random.nextInt(distinct)));
            }
            Collections.shuffle(values, random);
        } else if (shape >= 3 && n >= 2) {
            Collections.shuffle(values, random);
            int copied = values.get(random.nextInt(values.size()));
            int at = shape == 3 ? values.indexOf(copied) + 1        // right after it
                    : random.nextInt(values.size() + 1);             // anywhere
            values.add(at, copied);
        } else {
            Collections.shuffle(values, random);
        }
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        values.forEach(nums::add);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
        return input;
    }

    private static int draw(int mode, Random random) {
        return switch (mode) {
            case 0 -> random.nextInt(41) - 20;
            case 1 -> (random.nextBoolean() ? 1 : -1) * (128 + random.nextInt(2000));      // never cached
            case 2 -> random.nextBoolean() ? EDGES[random.nextInt(EDGES.length)] : random.nextInt(2001) - 1000;
            default -> (int) ((long) (random.nextDouble() * (2L * LIMIT + 1)) - LIMIT);
        };
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
            return "nums must be an array of whole numbers";
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            if (Math.abs(value.asLong()) > LIMIT) {
                return "nums[" + i + "] = " + value + " is outside -10^9..10^9";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 401 numbers: every submission, the pair loop included, takes well under a millisecond
    }
}
