import java.util.*;

/**
 * With exactly n - 1 edges, a graph is a tree exactly when it is connected. So it checks the
 * count, then walks breadth first from node 0 with a queue and counts the nodes reached: all n
 * means connected. No cycle test is needed. O(n + E) time and space, no recursion.
 */
class Solution {
    public boolean validTree(int n, int[][] edges) {
        if (edges.length != n - 1) {
            return false;
        }
        List<List<Integer>> adjacent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (int[] edge : edges) {
            adjacent.get(edge[0]).add(edge[1]);
            adjacent.get(edge[1]).add(edge[0]);
        }
        boolean[] seen = new boolean[n];
        Deque<Integer> queue = new ArrayDeque<>();
        seen[0] = true;
        queue.add(0);
        int reached = 1;
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (int next : adjacent.get(node)) {
                if (!seen[next]) {
                    seen[next] = true;
                    reached++;
                    queue.add(next);
                }
            }
        }
        return reached == n;
    }
}
