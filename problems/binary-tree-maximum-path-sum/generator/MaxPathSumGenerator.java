import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Random inputs for Binary Tree Maximum Path Sum: {@code root}, a tree of 1 to {@code size} nodes
 * (most often exactly {@code size}) with values in -1000..1000. Shapes: random (about log n deep),
 * tall and winding, a one-child chain, complete, or a caterpillar. Values: spread over the whole
 * range; a few small numbers around 0 (many ties, many negative children to drop); all negative
 * (the answer is the largest single value, a trap for a best that starts at 0); mostly positive
 * with a few large negatives (paths that bend below the root); or the range's extremes.
 */
public final class MaxPathSumGenerator implements Generator {

    private static final int MAX_NODES = 30_000;
    private static final int MIN_VALUE = -1000;
    private static final int MAX_VALUE = 1000;
    private static final int MAX_SIZE = 24;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_SIZE, size));
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int[] parent = new int[n];
        int[] left = new int[n];
        int[] right = new int[n];
        Arrays.fill(parent, -1);
        Arrays.fill(left, -1);
        Arrays.fill(right, -1);
        int shape = random.nextInt(6);
        boolean legsLeft = random.nextBoolean();
        List<Integer> free = new ArrayList<>();  // free child slots: 2 * node + (0 left, 1 right)
        int spine = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                int slot;
                if (shape == 4) {
                    boolean leg = i % 2 == 1;
                    slot = 2 * spine + (leg == legsLeft ? 0 : 1);
                    if (!leg) {
                        spine = i;
                    }
                } else {
                    int pick = switch (shape) {
                        case 0, 1 -> random.nextInt(free.size());
                        case 2 -> free.size() - 1 - random.nextInt(Math.min(3, free.size()));
                        case 3 -> free.size() - 1 - random.nextInt(2);
                        default -> 0;
                    };
                    slot = free.remove(pick);
                }
                parent[i] = slot / 2;
                if (slot % 2 == 0) {
                    left[slot / 2] = i;
                } else {
                    right[slot / 2] = i;
                }
            }
            free.add(2 * i);
            free.add(2 * i + 1);
        }
        int[] values = new int[n];
        int mode = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            values[i] = switch (mode) {
                case 0 -> random.nextInt(9) - 4;
                case 1 -> -1 - random.nextInt(random.nextBoolean() ? 10 : 1000);
                case 2 -> random.nextInt(5) == 0 ? -1 - random.nextInt(1000) : random.nextInt(20);
                case 3 -> random.nextInt(3) == 0 ? (random.nextBoolean() ? MIN_VALUE : MAX_VALUE) : random.nextInt(3) - 1;
                default -> MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            };
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(values, left, right));
        return input;
    }

    /** LeetCode's level-order list, with nulls for missing children and none at the end. */
    private static ArrayNode levelOrder(int[] values, int[] left, int[] right) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        out.add(values[0]);
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (int child : new int[] {left[node], right[node]}) {
                if (child < 0) {
                    out.addNull();
                } else {
                    out.add(values[child]);
                    queue.add(child);
                }
            }
        }
        while (out.size() > 0 && out.get(out.size() - 1).isNull()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("root")) {
            return "the input must be an object with root";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("root")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode tree = input.get("root");
        if (!tree.isArray()) {
            return "root must be a tree as its level-order list, got " + tree;
        }
        if (tree.isEmpty()) {
            return "the tree is empty; it must have 1 to " + MAX_NODES + " nodes";
        }
        int present = 0;
        for (int i = 0; i < tree.size(); i++) {
            JsonNode entry = tree.get(i);
            if (i > 0 && (i - 1) / 2 >= present) {
                return "entry " + i + " has no parent";
            }
            if (entry.isNull()) {
                if (i == 0) {
                    return "the root is null; the tree must have at least one node";
                }
                continue;
            }
            if (!entry.isInt()) {
                return "entry " + i + " is " + entry + ", not a whole number";
            }
            if (entry.intValue() < MIN_VALUE || entry.intValue() > MAX_VALUE) {
                return "node value " + entry.intValue() + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
            if (++present > MAX_NODES) {
                return "the tree has more than " + MAX_NODES + " nodes";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
