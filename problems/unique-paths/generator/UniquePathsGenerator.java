import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Unique Paths: m and n from 1 up to {@code 5 * size} (at most 100), kept to
 * the statement's promise that the answer is at most 2 * 10^9: a side that would break it is cut
 * down to the longest that keeps it.
 *
 * <p>Shapes, drawn at random: two random sides; a single row or column; a square; and one side
 * random with the other as long as the promise allows, where the answer is large and products
 * on the way to it overflow an int.
 */
public final class UniquePathsGenerator implements Generator {

    private static final int MAX_SIDE = 100;
    private static final long MAX_ANSWER = 2_000_000_000L;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.min(MAX_SIDE, 5 * size);
        int m = 1 + random.nextInt(cap);
        int n = switch (random.nextInt(5)) {
            case 0 -> 1;
            case 1 -> m;
            case 2 -> cap;   // as long as allowed, cut below
            default -> 1 + random.nextInt(cap);
        };
        if (random.nextBoolean()) {
            int swap = m;
            m = n;
            n = swap;
        }
        while (paths(m, n) > MAX_ANSWER) {
            if (m > n) {
                m--;
            } else {
                n--;
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("m", m);
        input.put("n", n);
        return input;
    }

    /** C(m + n - 2, min(m, n) - 1), or MAX_ANSWER + 1 as soon as it is known to be larger. */
    private static long paths(int m, int n) {
        int k = Math.min(m, n) - 1;
        int moves = m + n - 2;
        long count = 1;
        for (int i = 1; i <= k; i++) {
            // count <= 2 * 10^9 and the factor <= 199, so the product fits in a long
            count = count * (moves - k + i) / i;
            if (count > MAX_ANSWER) {
                return MAX_ANSWER + 1;   // C(moves - k + i, i) only grows with i
            }
        }
        return count;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with m and n";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("m") && !name.equals("n")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode m = input.get("m");
        JsonNode n = input.get("n");
        if (m == null || !m.isInt() || n == null || !n.isInt()) {
            return "m and n must be whole numbers";
        }
        if (m.asInt() < 1 || m.asInt() > MAX_SIDE) {
            return "m = " + m.asInt() + " is outside 1.." + MAX_SIDE;
        }
        if (n.asInt() < 1 || n.asInt() > MAX_SIDE) {
            return "n = " + n.asInt() + " is outside 1.." + MAX_SIDE;
        }
        if (paths(m.asInt(), n.asInt()) > MAX_ANSWER) {
            return "a " + m.asInt() + " x " + n.asInt() + " grid has more than 2 * 10^9 paths; the statement promises at most that";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // sides up to 100: the table has at most 10^4 cells
    }
}
