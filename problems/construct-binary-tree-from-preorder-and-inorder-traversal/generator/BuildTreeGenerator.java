import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
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
 * Makes a tree of 1 to 3000 nodes with distinct values in -3000..3000 and gives its preorder and
 * inorder walks, so the promise (both are traversals of one tree) holds by construction. The tree
 * grows with the size, from one node at size 1 to 3000 at {@link #maxSize()}, in one of five shapes
 * (random, tall and winding, a one-child chain, a caterpillar, complete). Values are distinct draws
 * from the whole range, now and then including -3000 and 3000, or the small numbers 1..n in a
 * random order.
 *
 * <p>{@link #invalid} checks every constraint and the promise: it rebuilds the tree by inserting
 * the preorder values into a search tree ordered by inorder position and compares the rebuilt
 * tree's preorder with the given one.
 */
public final class BuildTreeGenerator implements Generator {

    private static final int MAX_NODES = 3000;
    private static final int MIN_VALUE = -3000;
    private static final int MAX_VALUE = 3000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the tree has exactly size nodes; beyond it, the count grows geometrically to 3000. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = nodeCap(size);
        int n = random.nextInt(10) == 0 ? 1 + random.nextInt(cap) : cap;
        Tree tree = Tree.random(n, random);
        List<Integer> pool = new ArrayList<>();
        if (random.nextInt(3) == 0) {
            for (int v = 1; v <= n; v++) {
                pool.add(v);
            }
        } else {
            Set<Integer> chosen = new HashSet<>();
            if (random.nextInt(4) == 0) {
                chosen.add(MIN_VALUE);
                if (n > 1) {
                    chosen.add(MAX_VALUE);
                }
            }
            while (chosen.size() < n) {
                chosen.add(MIN_VALUE + random.nextInt(MAX_VALUE - MIN_VALUE + 1));
            }
            pool.addAll(chosen);
            Collections.sort(pool);  // HashSet order is not part of the seed's promise
        }
        Collections.shuffle(pool, random);
        for (int i = 0; i < n; i++) {
            tree.values[i] = pool.get(i);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("preorder", tree.preorder());
        input.set("inorder", tree.inorder());
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        String keys = onlyKeys(input, "preorder", "inorder");
        if (keys != null) {
            return keys;
        }
        JsonNode pre = input.get("preorder");
        JsonNode in = input.get("inorder");
        String problem = values("preorder", pre);
        if (problem == null) {
            problem = values("inorder", in);
        }
        if (problem != null) {
            return problem;
        }
        if (pre.size() != in.size()) {
            return "preorder has " + pre.size() + " values, inorder " + in.size();
        }
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = 0; i < in.size(); i++) {
            rank.put(in.get(i).intValue(), i);
        }
        int n = pre.size();
        int[] left = new int[n];
        int[] right = new int[n];
        int[] key = new int[n];
        java.util.Arrays.fill(left, -1);
        java.util.Arrays.fill(right, -1);
        for (int i = 0; i < n; i++) {
            Integer r = rank.get(pre.get(i).intValue());
            if (r == null) {
                return "preorder holds " + pre.get(i).intValue() + ", which inorder does not";
            }
            key[i] = r;
            if (i == 0) {
                continue;
            }
            int at = 0;
            while (true) {
                if (r < key[at]) {
                    if (left[at] < 0) {
                        left[at] = i;
                        break;
                    }
                    at = left[at];
                } else {
                    if (right[at] < 0) {
                        right[at] = i;
                        break;
                    }
                    at = right[at];
                }
            }
        }
        // The rebuilt tree's preorder must be the given one (node i is preorder's i-th value).
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(0);
        int expect = 0;
        while (!stack.isEmpty()) {
            int node = stack.pop();
            if (node != expect++) {
                return "preorder and inorder are not the traversals of one tree";
            }
            if (right[node] >= 0) {
                stack.push(right[node]);
            }
            if (left[node] >= 0) {
                stack.push(left[node]);
            }
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

    /** Why the array is not 1..3000 distinct whole numbers in -3000..3000, or null. */
    private static String values(String name, JsonNode array) {
        if (!array.isArray()) {
            return name + " must be an array, got " + array;
        }
        if (array.size() < 1 || array.size() > MAX_NODES) {
            return name + " has " + array.size() + " values, not 1.." + MAX_NODES;
        }
        Set<Integer> seen = new HashSet<>();
        for (JsonNode v : array) {
            if (!v.isInt()) {
                return name + " holds " + v + ", not a whole number";
            }
            if (v.intValue() < MIN_VALUE || v.intValue() > MAX_VALUE) {
                return name + " holds " + v.intValue() + ", outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
            if (!seen.add(v.intValue())) {
                return name + " holds " + v.intValue() + " twice";
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

        /** The values in preorder (node, left, right), without recursion. */
        ArrayNode preorder() {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            ArrayDeque<Integer> stack = new ArrayDeque<>();
            stack.push(0);
            while (!stack.isEmpty()) {
                int node = stack.pop();
                out.add(values[node]);
                if (right[node] >= 0) {
                    stack.push(right[node]);
                }
                if (left[node] >= 0) {
                    stack.push(left[node]);
                }
            }
            return out;
        }

        /** The values in inorder (left, node, right), without recursion. */
        ArrayNode inorder() {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            ArrayDeque<Integer> stack = new ArrayDeque<>();
            int at = 0;
            while (at >= 0 || !stack.isEmpty()) {
                while (at >= 0) {
                    stack.push(at);
                    at = left[at];
                }
                int node = stack.pop();
                out.add(values[node]);
                at = right[node];
            }
            return out;
        }
    }
}
