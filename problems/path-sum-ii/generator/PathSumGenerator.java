import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Makes a tree of 0 to 5000 nodes with values in -1000..1000 and a target in -1000..1000, as the
 * statement allows. The tree grows with the size, from one node at size 1 to 5000 at
 * {@link #maxSize()}, in one of five shapes (random, tall and winding, a one-child chain, a
 * caterpillar, complete), now and then empty. Values are either spread over the whole range or
 * drawn from a few small numbers (so many paths tie), sometimes pushed to the extremes.
 *
 * <p>The target is most often a sum some leaf's path reaches, otherwise the sum of a path that
 * stops at an inner node (a trap for a search that stops when the sum matches), a range extreme,
 * or any value. A target whose answer would hold more than {@value #OUTPUT_BUDGET} numbers is
 * swapped for the target with the smallest answer (most often one no path reaches), so the answer
 * stays far below the output limit.
 */
public final class PathSumGenerator implements Generator {

    private static final int MAX_NODES = 5000;
    private static final int MIN_VALUE = -1000;
    private static final int MAX_VALUE = 1000;
    /** Numbers in all the answer's paths together: a caterpillar of zeros would otherwise answer in megabytes. */
    private static final int OUTPUT_BUDGET = 50_000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the tree has exactly size nodes; beyond it, the count grows geometrically to 5000. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = nodeCap(size);
        // One tree in ten is smaller than the size allows, down to the empty tree.
        int n = random.nextInt(10) == 0 ? random.nextInt(cap + 1) : cap;
        Tree tree = Tree.random(n, random);
        fillValues(tree, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", tree.levelOrder());
        input.put("targetSum", target(tree, random));
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        String keys = onlyKeys(input, "root", "targetSum");
        if (keys != null) {
            return keys;
        }
        String tree = treeProblem(input.get("root"));
        if (tree != null) {
            return "root: " + tree;
        }
        JsonNode target = input.get("targetSum");
        if (!target.isInt()) {
            return "targetSum must be a whole number, got " + target;
        }
        if (target.intValue() < MIN_VALUE || target.intValue() > MAX_VALUE) {
            return "targetSum = " + target.intValue() + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
        }
        return null;
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

    private static void fillValues(Tree tree, Random random) {
        int mode = random.nextInt(4);
        for (int i = 0; i < tree.size(); i++) {
            tree.values[i] = switch (mode) {
                case 0 -> random.nextInt(5) - 2;                  // few distinct values: many paths tie
                // the extremes, between small values, so sums reach the target's own bounds
                case 1 -> random.nextBoolean() ? (random.nextBoolean() ? MIN_VALUE : MAX_VALUE) : random.nextInt(3) - 1;
                default -> MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
            };
        }
    }

    private static int target(Tree tree, Random random) {
        // Every leaf's path sum, with how many numbers its path adds to the answer.
        Map<Long, Long> outputByLeafSum = new HashMap<>();
        List<Long> innerSums = new ArrayList<>();
        long[] sum = new long[tree.size()];
        int[] depth = new int[tree.size()];
        for (int i = 0; i < tree.size(); i++) {  // parents come before children in node order
            int parent = tree.parents[i];
            sum[i] = tree.values[i] + (parent < 0 ? 0 : sum[parent]);
            depth[i] = 1 + (parent < 0 ? 0 : depth[parent]);
            if (tree.left[i] < 0 && tree.right[i] < 0) {
                outputByLeafSum.merge(sum[i], (long) depth[i], Long::sum);
            } else {
                innerSums.add(sum[i]);
            }
        }
        List<Long> leafSums = new ArrayList<>(outputByLeafSum.keySet());
        leafSums.removeIf(s -> s < MIN_VALUE || s > MAX_VALUE);
        leafSums.sort(null);  // HashMap order is not part of the seed's promise
        int choice = random.nextInt(10);
        int target;
        if (choice < 5 && !leafSums.isEmpty()) {
            target = (int) (long) leafSums.get(random.nextInt(leafSums.size()));
        } else if (choice < 7 && !innerSums.isEmpty()) {
            target = (int) Math.max(MIN_VALUE, Math.min(MAX_VALUE, innerSums.get(random.nextInt(innerSums.size()))));
        } else if (choice < 8) {
            target = random.nextBoolean() ? MIN_VALUE : MAX_VALUE;
        } else {
            target = MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1);
        }
        if (outputByLeafSum.getOrDefault((long) target, 0L) <= OUTPUT_BUDGET) {
            return target;
        }
        // The cheapest target instead, walking up from a random start; one no leaf reaches costs nothing.
        int best = target;
        int start = random.nextInt(MAX_VALUE - MIN_VALUE + 1);
        for (int k = 0; k <= MAX_VALUE - MIN_VALUE; k++) {
            int t = MIN_VALUE + (start + k) % (MAX_VALUE - MIN_VALUE + 1);
            if (outputByLeafSum.getOrDefault((long) t, 0L) < outputByLeafSum.getOrDefault((long) best, 0L)) {
                best = t;
            }
        }
        return best;
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
