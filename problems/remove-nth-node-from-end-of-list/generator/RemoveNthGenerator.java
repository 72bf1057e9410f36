import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a linked list of 1 to 30 values in 0..100 and an n in 1..sz, as the statement allows. The
 * list grows with the size (up to 30 at {@link #maxSize()}), sometimes a single node. n is often
 * at an edge: 1 (the tail), sz (the head), sz - 1 or 2; otherwise anywhere. Values ascend (so a
 * wrong node shows at once), repeat, sit at 0 and 100, or are random.
 */
public final class RemoveNthGenerator implements Generator {

    private static final int MAX_NODES = 30;
    private static final int MAX_VALUE = 100;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_NODES, size));
        int sz = random.nextInt(8) == 0 ? 1 : 1 + random.nextInt(cap);
        int n = switch (random.nextInt(6)) {
            case 0 -> 1;
            case 1 -> sz;
            case 2 -> Math.max(1, sz - 1);
            case 3 -> Math.min(2, sz);
            default -> 1 + random.nextInt(sz);
        };
        int mode = random.nextInt(4);
        int start = random.nextInt(MAX_VALUE + 2 - sz);
        ArrayNode head = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < sz; i++) {
            head.add(switch (mode) {
                case 0 -> start + i;
                case 1 -> random.nextInt(3);
                case 2 -> random.nextBoolean() ? 0 : MAX_VALUE;
                default -> random.nextInt(MAX_VALUE + 1);
            });
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("head", head);
        input.put("n", n);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("head") || !input.has("n")) {
            return "the input must be an object with head and n";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("head") && !name.equals("n")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode head = input.get("head");
        if (!head.isArray()) {
            return "head must be the list's values as an array, got " + head;
        }
        if (head.size() < 1 || head.size() > MAX_NODES) {
            return "the list has " + head.size() + " nodes, outside 1.." + MAX_NODES;
        }
        for (int i = 0; i < head.size(); i++) {
            JsonNode value = head.get(i);
            if (!value.isInt() || value.intValue() < 0 || value.intValue() > MAX_VALUE) {
                return "head[" + i + "] = " + value + " is not a whole number in 0.." + MAX_VALUE;
            }
        }
        JsonNode n = input.get("n");
        if (!n.isInt() || n.intValue() < 1 || n.intValue() > head.size()) {
            return "n = " + n + " is outside 1..sz = 1.." + head.size();
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_NODES;
    }
}
