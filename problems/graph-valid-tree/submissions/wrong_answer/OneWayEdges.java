import java.util.*;

/**
 * Wrong: stores each edge [a, b] only as a to b, as if the graph were directed, then counts the
 * nodes reachable from node 0. An edge listed as [1, 0] can never be walked from 0, so the tree
 * [[1,0]] on 2 nodes looks disconnected. Undirected edges go in both lists.
 *
 * @expected-message expected true, got false
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
            adjacent.get(edge[0]).add(edge[1]);    // missing: adjacent.get(edge[1]).add(edge[0])
        }
        boolean[] seen = new boolean[n];
        Deque<Integer> stack = new ArrayDeque<>();
        seen[0] = true;
        stack.push(0);
        int reached = 1;
        while (!stack.isEmpty()) {
            for (int next : adjacent.get(stack.pop())) {
                if (!seen[next]) {
                    seen[next] = true;
                    reached++;
                    stack.push(next);
                }
            }
        }
        return reached == n;
    }
}
