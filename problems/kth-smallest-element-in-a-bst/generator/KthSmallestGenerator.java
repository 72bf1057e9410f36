import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * Random inputs for Kth Smallest Element in a BST: a valid BST of 1 to {@code 10 * size^2 + 1}
 * nodes, built by inserting its values in an order that gives its shape: a random order, ascending
 * (a chain of right children), descending (a chain of left children), alternating from both ends (a
 * zigzag), or medians first (a balanced tree). Values are all different, in 0..10^4, either small
 * and packed or spread over the whole range with its two ends. k is 1, n, or anything between.
 */
public final class KthSmallestGenerator implements Generator {

    private static final int LEAST = 0;
    private static final int MOST = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 1 + random.nextInt(10 * size * size + 1);
        // Nodes are the ranks 0..n-1 of the sorted values.
        List<Integer> order = new ArrayList<>();
        int shape = random.nextInt(5);
        switch (shape) {
            case 0 -> {
                for (int r = 0; r < n; r++) {
                    order.add(r);
                }
                Collections.shuffle(order, random);
            }
            case 1 -> {
                for (int r = 0; r < n; r++) {
                    order.add(r);
                }
            }
            case 2 -> {
                for (int r = n - 1; r >= 0; r--) {
                    order.add(r);
                }
            }
            case 3 -> {
                for (int lo = 0, hi = n - 1; lo <= hi; lo++, hi--) {
                    order.add(lo);
                    if (hi != lo) {
                        order.add(hi);
                    }
                }
            }
            default -> medians(0, n - 1, order);
        }
        int[][] children = new int[n][2];
        int[] parent = new int[n];
        for (int[] pair : children) {
            Arrays.fill(pair, -1);
        }
        int root = order.get(0);
        parent[root] = -1;
        for (int i = 1; i < n; i++) {
            int node = order.get(i);
            int at = root;
            while (true) {
                int side = node < at ? 0 : 1;
                if (children[at][side] < 0) {
                    children[at][side] = node;
                    parent[node] = at;
                    break;
                }
                at = children[at][side];
            }
        }
        int[] values = values(n, random);
        int k = switch (random.nextInt(4)) {
            case 0 -> 1;
            case 1 -> n;
            default -> 1 + random.nextInt(n);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(root, children, values));
        input.put("k", k);
        return input;
    }

    /** The insertion order that builds a balanced tree: the median first, then each half's. */
    private static void medians(int lo, int hi, List<Integer> order) {
        Deque<int[]> ranges = new ArrayDeque<>(List.of(new int[] {lo, hi}));
        while (!ranges.isEmpty()) {
            int[] range = ranges.poll();
            if (range[0] > range[1]) {
                continue;
            }
            int mid = (range[0] + range[1]) >>> 1;
            order.add(mid);
            ranges.add(new int[] {range[0], mid - 1});
            ranges.add(new int[] {mid + 1, range[1]});
        }
    }

    /** n different values in ascending order: small ones, or spread over the whole range with both ends in. */
    private static int[] values(int n, Random random) {
        boolean wide = random.nextBoolean();
        Set<Integer> used = new TreeSet<>();
        if (wide && n >= 2) {
            used.add(MOST);
            used.add(LEAST);
        }
        while (used.size() < n) {
            used.add(wide ? random.nextInt(MOST + 1) : random.nextInt(Math.min(MOST + 1, 2 * n)));
        }
        return used.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The tree as LeetCode writes it: level by level, null for a missing child, no trailing nulls. */
    private static ArrayNode levelOrder(int root, int[][] children, int[] values) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        Deque<Integer> queue = new ArrayDeque<>(List.of(root));
        list.add(values[root]);
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (int child : children[node]) {
                if (child < 0) {
                    list.addNull();
                } else {
                    list.add(values[child]);
                    queue.add(child);
                }
            }
        }
        while (list.get(list.size() - 1).isNull()) {
            list.remove(list.size() - 1);
        }
        return list;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode root = input.get("root");
        if (root == null || !root.isArray() || root.isEmpty() || root.get(0).isNull()) {
            return "root must be a tree of at least 1 node";
        }
        // Entry i > 0 is child slot i - 1, and the k-th node listed owns slots 2k and 2k + 1.
        List<Integer> entryOf = new ArrayList<>(); // the k-th node's entry
        int count = 0;
        for (int i = 0; i < root.size(); i++) {
            JsonNode entry = root.get(i);
            if (i > 0 && entryOf.size() <= (i - 1) / 2) {
                return "entry " + i + " (" + entry + ") has no parent";
            }
            if (entry.isNull()) {
                continue;
            }
            if (!entry.isInt() || entry.asInt() < LEAST || entry.asInt() > MOST) {
                return "entry " + i + " (" + entry + ") is not a whole number in 0..10^4";
            }
            entryOf.add(i);
            count++;
        }
        if (count < 1 || count > 10_000) {
            return "the tree has " + count + " nodes, outside 1..10^4";
        }
        // The k-th node's children are entries 2k + 1 and 2k + 2; check the search-tree order with
        // an in-order walk, which must meet strictly increasing values (this also rules out repeats).
        int[] entryIndexToNode = new int[root.size()];
        Arrays.fill(entryIndexToNode, -1);
        for (int k = 0; k < entryOf.size(); k++) {
            entryIndexToNode[entryOf.get(k)] = k;
        }
        Deque<Integer> stack = new ArrayDeque<>();
        int at = 0;
        long last = Long.MIN_VALUE;
        while (at >= 0 || !stack.isEmpty()) {
            while (at >= 0) {
                stack.push(at);
                at = child(root, entryIndexToNode, entryOf.get(at), 0);
            }
            int node = stack.pop();
            int value = root.get(entryOf.get(node)).asInt();
            if (value <= last) {
                return "not a binary search tree: " + value + " comes after " + last + " in order";
            }
            last = value;
            at = child(root, entryIndexToNode, entryOf.get(node), 1);
        }
        JsonNode k = input.get("k");
        if (k == null || !k.isInt() || k.asInt() < 1 || k.asInt() > count) {
            return "k = " + k + " is outside 1..n = " + count;
        }
        return null;
    }

    /** The node at a node's left (0) or right (1) child slot, or -1. */
    private static int child(JsonNode root, int[] entryIndexToNode, int entry, int side) {
        int k = entryIndexToNode[entry];
        int slot = 2 * k + 1 + side;
        return slot < root.size() && !root.get(slot).isNull() ? entryIndexToNode[slot] : -1;
    }
}
