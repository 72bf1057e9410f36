import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a linked list of 1 to 50,000 nodes with values in 1..1000, as the statement allows. The
 * list has size nodes up to size 12, so every short length, even and odd, comes up; beyond it the
 * length grows geometrically to 2000 at {@link #maxSize()} (the 50,000-node lists are in the
 * tests), and one list in six is shorter, down to a single node. Values ascend (all different, so
 * a misplaced node shows at once), or repeat a few values, or sit at the extremes 1 and 1000, or
 * are spread over the whole range.
 */
public final class ReorderListGenerator implements Generator {

    private static final int MAX_NODES = 50000;
    private static final int MIN_VALUE = 1;
    private static final int MAX_VALUE = 1000;
    private static final int MAX_SIZE = 24;
    /** Up to this size the list has exactly size nodes; beyond it, the length grows geometrically. */
    private static final int LINEAR_SIZES = 12;
    private static final int LONGEST_GENERATED = 2000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(6) == 0 ? 1 + random.nextInt(cap) : cap;
        int mode = random.nextInt(4);
        int start = MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1 - Math.min(n, MAX_VALUE - 1));
        ArrayNode head = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < n; i++) {
            head.add(switch (mode) {
                case 0 -> 1 + random.nextInt(3);                          // few values, repeated
                case 1 -> random.nextBoolean() ? MIN_VALUE : MAX_VALUE;
                case 2 -> n < MAX_VALUE ? start + i : 1 + i % MAX_VALUE;  // ascending, all different when they fit
                default -> MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            });
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("head", head);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("head")) {
            return "the input must be an object with head";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("head")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode head = input.get("head");
        if (!head.isArray()) {
            return "head must be the list's values as an array, got " + head;
        }
        if (head.size() < 1) {
            return "the list is empty, but it has at least 1 node";
        }
        if (head.size() > MAX_NODES) {
            return "the list has " + head.size() + " nodes, more than " + MAX_NODES;
        }
        for (int i = 0; i < head.size(); i++) {
            JsonNode value = head.get(i);
            if (!value.isInt()) {
                return "head[" + i + "] is " + value + ", not a whole number";
            }
            if (value.intValue() < MIN_VALUE || value.intValue() > MAX_VALUE) {
                return "head[" + i + "] = " + value.intValue() + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LONGEST_GENERATED / LINEAR_SIZES, t));
    }
}
