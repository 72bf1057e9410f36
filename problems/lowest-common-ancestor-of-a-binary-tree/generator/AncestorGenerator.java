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
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Lowest Common Ancestor of a Binary Tree: a tree of 2 to {@code 10 * size^2 + 1}
 * nodes, shaped at random (each node hung on a random free child slot), as a chain (straight or
 * zigzag) or as a complete tree; all values different, either small or spread over the whole range
 * -10^9..10^9 with its two ends; and two different nodes p and q, given by value as tests give
 * them: random ones, or one above the other, or one of them the root.
 */
public final class AncestorGenerator implements Generator {

    private static final int LEAST = -1_000_000_000;
    private static final int MOST = 1_000_000_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 2 + random.nextInt(10 * size * size);
        int[] parent = new int[n];
        int[][] children = new int[n][2];
        for (int[] pair : children) {
            Arrays.fill(pair, -1);
        }
        parent[0] = -1;
        int shape = random.nextInt(4);
        List<int[]> free = new ArrayList<>(List.of(new int[] {0, 0}, new int[] {0, 1}));
        for (int node = 1; node < n; node++) {
            int[] slot = switch (shape) {
                case 0 -> new int[] {node - 1, random.nextInt(2)}; // a zigzag chain
                case 1 -> new int[] {node - 1, 0}; // a chain of left children
                case 2 -> new int[] {(node - 1) / 2, (node - 1) % 2}; // a complete tree
                default -> free.remove(random.nextInt(free.size()));
            };
            parent[node] = slot[0];
            children[slot[0]][slot[1]] = node;
            free.add(new int[] {node, 0});
            free.add(new int[] {node, 1});
        }
        int[] values = values(n, random);
        int p = random.nextInt(n);
        int q = switch (random.nextInt(4)) {
            case 0 -> p == 0 ? 1 + random.nextInt(n - 1) : ancestor(p, parent, random);
            case 1 -> p == 0 ? 1 + random.nextInt(n - 1) : 0;
            default -> (p + 1 + random.nextInt(n - 1)) % n;
        };
        if (random.nextBoolean()) {
            int swap = p;
            p = q;
            q = swap;
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(children, values));
        input.put("p", values[p]);
        input.put("q", values[q]);
        return input;
    }

    /** A proper ancestor of a node that is not the root: its parent, or one further up. */
    private static int ancestor(int node, int[] parent, Random random) {
        int up = parent[node];
        while (parent[up] >= 0 && random.nextBoolean()) {
            up = parent[up];
        }
        return up;
    }

    /** n different values in random order: small ones, or spread over the whole range with both ends in. */
    private static int[] values(int n, Random random) {
        boolean wide = random.nextBoolean();
        Set<Integer> used = new LinkedHashSet<>();
        if (wide && n >= 3) {
            used.add(MOST);
            used.add(LEAST);
        }
        while (used.size() < n) {
            used.add(wide ? LEAST + (int) (random.nextDouble() * ((double) MOST - LEAST + 1))
                    : random.nextInt(3 * n + 1) - n);
        }
        List<Integer> shuffled = new ArrayList<>(used);
        Collections.shuffle(shuffled, random);
        return shuffled.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The tree as LeetCode writes it: level by level, null for a missing child, no trailing nulls. */
    private static ArrayNode levelOrder(int[][] children, int[] values) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        Deque<Integer> queue = new ArrayDeque<>(List.of(0));
        list.add(values[0]);
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
            return "root must be a tree of at least 2 nodes";
        }
        Set<Integer> values = new HashSet<>();
        // Entry i > 0 is child slot i - 1, and the k-th node listed owns slots 2k and 2k + 1.
        int present = 0;
        for (int i = 0; i < root.size(); i++) {
            JsonNode entry = root.get(i);
            if (i > 0 && present <= (i - 1) / 2) {
                return "entry " + i + " (" + entry + ") has no parent";
            }
            if (entry.isNull()) {
                continue;
            }
            if (!entry.isInt() || entry.asInt() < LEAST || entry.asInt() > MOST) {
                return "entry " + i + " (" + entry + ") is not a whole number in -10^9..10^9";
            }
            if (!values.add(entry.asInt())) {
                return "the value " + entry.asInt() + " appears twice in the tree";
            }
            present++;
        }
        if (values.size() < 2 || values.size() > 100_000) {
            return "the tree has " + values.size() + " nodes, outside 2..10^5";
        }
        JsonNode p = input.get("p");
        JsonNode q = input.get("q");
        if (p == null || q == null || !p.isInt() || !q.isInt()) {
            return "p and q must be the values of two nodes";
        }
        if (!values.contains(p.asInt()) || !values.contains(q.asInt())) {
            return "p = " + p + " and q = " + q + " must both be nodes of the tree";
        }
        return p.asInt() == q.asInt() ? "p and q are the same node, " + p : null;
    }
}
