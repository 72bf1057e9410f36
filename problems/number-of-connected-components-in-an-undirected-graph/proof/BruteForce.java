import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test): label
 * propagation, with no graph search and no union-find. Every node starts with its own label;
 * each pass over the edge list gives both ends of every edge the smaller of their two labels,
 * until a pass changes nothing. Then every node holds the smallest label of its component, and
 * the answer is the number of nodes that kept their own label. At most n passes of E edges.
 * It also checks the input against every promise of the statement, and throws when one fails.
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        require(n >= 1 && n <= 2000, "n = " + n + " is outside 1..2000");
        require(edges.length >= 1 && edges.length <= 5000, edges.length + " edges, not 1..5000");
        Set<Long> seen = new HashSet<>();
        for (int[] edge : edges) {
            require(edge.length == 2, "an edge of " + edge.length + " numbers");
            int a = edge[0];
            int b = edge[1];
            require(0 <= a && a <= b && b < n, Arrays.toString(edge) + " breaks 0 <= ai <= bi < n");
            require(a != b, Arrays.toString(edge) + " is a self-loop");
            require(seen.add((long) a * n + b), Arrays.toString(edge) + " is listed twice");
        }

        int[] label = new int[n];
        for (int i = 0; i < n; i++) {
            label[i] = i;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] edge : edges) {
                int low = Math.min(label[edge[0]], label[edge[1]]);
                if (label[edge[0]] != low || label[edge[1]] != low) {
                    label[edge[0]] = low;
                    label[edge[1]] = low;
                    changed = true;
                }
            }
        }
        int components = 0;
        for (int i = 0; i < n; i++) {
            if (label[i] == i) {
                components++;
            }
        }
        return components;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
