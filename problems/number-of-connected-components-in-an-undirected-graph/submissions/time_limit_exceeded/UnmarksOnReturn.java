import java.util.*;

/**
 * Too slow: a depth-first search written like a backtracking search (Word Search's habit), which
 * clears a node's visited mark when the call returns. The count is still right, since each
 * component is entered once from the outer loop, but the search now walks every simple path from
 * the start instead of every node once: linear on a tree, exponential on a dense cluster (a
 * clique of k nodes has more than (k - 1)! simple paths from each node).
 *
 * @expected-message used more than its limit
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        List<List<Integer>> adjacent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (int[] edge : edges) {
            adjacent.get(edge[0]).add(edge[1]);
            adjacent.get(edge[1]).add(edge[0]);
        }
        boolean[] seen = new boolean[n];      // nodes reached by any search so far
        boolean[] onPath = new boolean[n];    // nodes on the current path only
        int components = 0;
        for (int start = 0; start < n; start++) {
            if (!seen[start]) {
                components++;
                visit(start, adjacent, seen, onPath);
            }
        }
        return components;
    }

    private void visit(int node, List<List<Integer>> adjacent, boolean[] seen, boolean[] onPath) {
        seen[node] = true;
        onPath[node] = true;
        for (int next : adjacent.get(node)) {
            if (!onPath[next]) {
                visit(next, adjacent, seen, onPath);
            }
        }
        onPath[node] = false;                 // unmarked on return: the node is walked again
    }
}
