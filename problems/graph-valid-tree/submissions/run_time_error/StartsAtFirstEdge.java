import java.util.*;

/**
 * Fails at run time: after the edge count, it starts its search at edges[0][0], the first node
 * of the first edge, rather than at node 0. A single node with no edges has the right count
 * (0 = n - 1) and no first edge, so edges[0] throws.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
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
        int start = edges[0][0];                   // there may be no edge at all
        seen[start] = true;
        queue.add(start);
        int reached = 1;
        while (!queue.isEmpty()) {
            for (int next : adjacent.get(queue.poll())) {
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
