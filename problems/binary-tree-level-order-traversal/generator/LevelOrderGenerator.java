import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes a tree of 0 to 2000 nodes with values in -1000..1000, as the statement allows. The tree
 * grows with the size, from one node at size 1 to 2000 at {@link #maxSize()}, in one of five
 * shapes (random, tall and winding, a one-child chain, a caterpillar, complete), now and then
 * empty. Values are spread over the whole range, drawn from a few small numbers (repeats), or
 * pushed to the extremes.
 *
 * <p>The shapes are what catch the wrong submissions: levels of different widths (a queue whose
 * size is re-read mid-level), levels of two or more nodes (right before left), and more than one
 * level at all (one flat list).
 */
public final class LevelOrderGenerator implements Generator {

    private static final int MAX_NODES = 2000;
    private static final int MIN_VALUE = -1000;
    private static final int MAX_VALUE = 1000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the tree has exactly size nodes; beyond it, the count grows geometrically to 2000. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = nodeCap(size);
        // One tree in ten is smaller than the size allows, down to the empty tree.
        int n = random.nextInt(10) == 0 ? random.nextInt(cap + 1) : cap;
        Tree tree = Tree.random(n, random);
        int mode = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            tree.values[i] = switch (mode) {
                case 0 -> random.nextInt(5) - 2;
                case 1 -> random.nextBoolean() ? (random.nextBoolean() ? MIN_VALUE : MAX_VALUE) : random.nextInt(3) - 1;
                default -> MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            };
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", tree.levelOrder());
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        String keys = onlyKeys(input, "root");
        if (keys != null) {
            return keys;
        }
        String tree = treeProblem(input.get("root"));
        return tree == null ? null : "root: " + tree;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int nodeCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) MAX_NODES / LINEAR_SIZES, t));
    }

    /** Why the JSON is not a tree the statement allows, or null. */
    private static String treeProblem(JsonNode tree) {
        if (!tree.isArray()) {
            return "expected a tree as its level-order list, got " + tree;
        }
        int present = 0;
        for (int i = 0; i < tree.size(); i++) {
            JsonNode entry = tree.get(i);
            // Entry i (i >= 1) is a child of the (i - 1) / 2-th present node, which must come before it.
            if (i > 0 && (i - 1) / 2 >= present) {
                return "entry " + i + " has no parent";
            }
            if (entry.isNull()) {
                if (i == 0) {
                    return "the root is null; the empty tree is []";
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

    private static String onlyKeys(JsonNode input, String... keys) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with " + String.join(" and ", keys);
        }
        for (String key : keys) {
            if (!input.has(key)) {
                return "missing " + key;
            }
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!List.of(keys).contains(name)) {
                return "unknown parameter " + name;
            }
        }
        return null;
    }

    /** A binary tree in arrays; node 0 is the root, and every node's parent has a smaller index. */
    private static final class Tree {
        final int[] values;
        final int[] left;
        final int[] right;
        final int[] parents;

        private Tree(int n) {
            values = new int[n];
            left = new int[n];
            right = new int[n];
            parents = new int[n];
            java.util.Arrays.fill(left, -1);
            java.util.Arrays.fill(right, -1);
            java.util.Arrays.fill(parents, -1);
        }

        int size() {
            return values.length;
        }

        /**
         * A tree of n nodes in one of five shapes. New nodes take a free child slot; the shape
         * decides which: any (about log n deep), one of the newest three (tall and winding), one of
         * the newest node's two (a chain), the oldest (complete), or a caterpillar's spine and leg.
         */
        static Tree random(int n, Random random) {
            Tree tree = new Tree(n);
            int shape = random.nextInt(6);
            boolean legsLeft = random.nextBoolean();
            // Free child slots, oldest first, each encoded as 2 * parent + (0 for left, 1 for right).
            List<Integer> free = new ArrayList<>();
            int spine = 0;
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    int slot;
                    if (shape == 4) {
                        // A caterpillar: odd nodes are leaves hanging off the spine, even ones extend it.
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
                    int parent = slot / 2;
                    tree.parents[i] = parent;
                    if (slot % 2 == 0) {
                        tree.left[parent] = i;
                    } else {
                        tree.right[parent] = i;
                    }
                }
                free.add(2 * i);
                free.add(2 * i + 1);
            }
            return tree;
        }

        /** LeetCode's level-order list, with nulls for missing children and none at the end. */
        ArrayNode levelOrder() {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            if (size() == 0) {
                return out;
            }
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
    }
}
