import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a linked list of 0 to 10^4 values in -10^5..10^5 and LeetCode's pos, the index its tail
 * links back to (-1 for none), as the statement allows. The list grows with the size, from one
 * node at size 1 to 10^4 at {@link #maxSize()}; one list in ten is shorter, down to the empty list.
 * About two lists in five have no cycle; the others link the tail back to the head, to the last
 * node itself, to the one before it, or anywhere. Values repeat (so that a solution cannot tell
 * nodes apart by value), sit at the extremes, ascend, or spread over the whole range.
 */
public final class LinkedListCycleGenerator implements Generator {

    private static final int MAX_NODES = 10_000;
    private static final int MIN_VALUE = -100_000;
    private static final int MAX_VALUE = 100_000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the list has exactly size nodes; beyond it, the length grows geometrically to 10^4. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(10) == 0 ? random.nextInt(cap + 1) : cap;
        int mode = random.nextInt(5);
        int start = MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1 - n);
        ArrayNode head = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < n; i++) {
            head.add(switch (mode) {
                case 0 -> random.nextInt(3);                              // few values, repeated
                case 1 -> random.nextBoolean() ? MIN_VALUE : MAX_VALUE;
                case 2 -> start + i;                                      // ascending, all different
                default -> MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            });
        }
        int pos;
        if (n == 0 || random.nextInt(5) < 2) {
            pos = -1;
        } else {
            pos = switch (random.nextInt(4)) {
                case 0 -> 0;                                              // back to the head
                case 1 -> n - 1;                                          // the last node loops on itself
                case 2 -> Math.max(0, n - 2);                             // a cycle of two at the end
                default -> random.nextInt(n);
            };
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("head", head);
        input.put("pos", pos);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("head") || !input.has("pos")) {
            return "the input must be an object with head and pos";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("head") && !name.equals("pos")) {
                return "unknown field " + name;
            }
        }
        JsonNode head = input.get("head");
        if (!head.isArray()) {
            return "head must be the list's values as an array, got " + head;
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
        JsonNode pos = input.get("pos");
        if (!pos.isInt()) {
            return "pos is " + pos + ", not a whole number";
        }
        if (pos.intValue() < -1 || pos.intValue() >= head.size()) {
            return "pos = " + pos.intValue() + " is neither -1 nor an index of the list (0.." + (head.size() - 1) + ")";
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
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) MAX_NODES / LINEAR_SIZES, t));
    }
}
