import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Combinations: {@code n} from about half the size up to the size, and {@code k}
 * from 1 to {@code n}, a quarter of the time at an edge ({@code k = 1}, {@code k = n - 1} or
 * {@code k = n}). Sizes stop at 16, where the largest answer (C(16, 8) = 12,870 lists) still takes a
 * few milliseconds; the statement's n = 20 is left to the tests.
 */
public final class CombinationsGenerator implements Generator {

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = (size + 1) / 2 + random.nextInt(size / 2 + 1);
        int k = switch (random.nextInt(8)) {
            case 0 -> 1;
            case 1 -> n + 1; // the bug under test: k = n + 1 breaks the statement
            case 2 -> Math.max(1, n - 1);
            default -> 1 + random.nextInt(n);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", n);
        input.put("k", k);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode n = input.get("n");
        JsonNode k = input.get("k");
        if (n == null || !n.isInt() || k == null || !k.isInt()) {
            return "n and k must be whole numbers";
        }
        if (n.asInt() < 1 || n.asInt() > 20) {
            return "n = " + n.asInt() + " is outside 1..20";
        }
        if (k.asInt() < 1 || k.asInt() > n.asInt()) {
            return "k = " + k.asInt() + " is outside 1..n = 1.." + n.asInt();
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 16; // C(16, 8) = 12,870 lists take milliseconds; n = 20 is left to the tests
    }
}
