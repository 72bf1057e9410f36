import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It checks the
 * definition itself, without the n - 1 edges theorem the references lean on: connected, by
 * spreading the smallest label along every edge until nothing changes (O(n * E)); and without a
 * cycle, by removing each edge in turn and asking whether its two ends are still joined by the
 * other edges (an edge lies on a cycle exactly when they are; O(E * (n + E))). It also checks the
 * input against the statement: 1 <= n <= 2000, at most 5000 edges of two ends in 0..n-1, no
 * self-loop, no edge twice (in either direction).
 */
class Solution {
    public boolean validTree(int n, int[][] edges) {
        require(1 <= n && n <= 2000, "n = " + n + " is outside 1..2000");
        require(edges.length <= 5000, edges.length + " edges, more than 5000");
        Set<Long> pairs = new HashSet<>();
        for (int i = 0; i < edges.length; i++) {
            int[] e = edges[i];
            require(e.length == 2, "edges[" + i + "] does not have 2 ends");
            require(0 <= e[0] && e[0] < n && 0 <= e[1] && e[1] < n,
                    "edges[" + i + "] = " + Arrays.toString(e) + " has an end outside 0..n-1");
            require(e[0] != e[1], "edges[" + i + "] = " + Arrays.toString(e) + " is a self-loop");
            long key = (long) Math.min(e[0], e[1]) * n + Math.max(e[0], e[1]);
            require(pairs.add(key), "edges[" + i + "] = " + Arrays.toString(e) + " repeats an edge");
        }
        return connected(n, edges, -1) && !hasCycle(n, edges);
    }

    /** Whether every node gets label 0 when labels spread along every edge but the skipped one. */
    private static boolean connected(int n, int[][] edges, int skip) {
        int[] label = labels(n, edges, skip);
        for (int l : label) {
            if (l != 0) {
                return false;
            }
        }
        return true;
    }

    private static int[] labels(int n, int[][] edges, int skip) {
        int[] label = new int[n];
        for (int i = 0; i < n; i++) {
            label[i] = i;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < edges.length; i++) {
                if (i == skip) {
                    continue;
                }
                int a = edges[i][0];
                int b = edges[i][1];
                int m = Math.min(label[a], label[b]);
                if (label[a] != m || label[b] != m) {
                    label[a] = m;
                    label[b] = m;
                    changed = true;
                }
            }
        }
        return label;
    }

    /** Some edge whose ends stay joined without it lies on a cycle. */
    private static boolean hasCycle(int n, int[][] edges) {
        for (int i = 0; i < edges.length; i++) {
            if (joinedWithout(n, edges, i)) {
                return true;
            }
        }
        return false;
    }

    /** A breadth-first search from one end of edge skip to the other, not using that edge. */
    private static boolean joinedWithout(int n, int[][] edges, int skip) {
        List<List<Integer>> adjacent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.length; i++) {
            if (i != skip) {
                adjacent.get(edges[i][0]).add(edges[i][1]);
                adjacent.get(edges[i][1]).add(edges[i][0]);
            }
        }
        int from = edges[skip][0];
        int to = edges[skip][1];
        boolean[] seen = new boolean[n];
        Deque<Integer> queue = new ArrayDeque<>();
        seen[from] = true;
        queue.add(from);
        while (!queue.isEmpty()) {
            int node = queue.poll();
            if (node == to) {
                return true;
            }
            for (int next : adjacent.get(node)) {
                if (!seen[next]) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        return false;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
