import java.util.*;

/**
 * Crashes: a recursive depth-first search that does not go back to the node it came from, but
 * never checks whether a neighbour was already visited. On a forest that is enough; on a cycle
 * the search goes round and round it, deeper each time, until the stack overflows. The marks it
 * sets are read only by the outer loop.
 *
 * @expected-message java.lang.StackOverflowError
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
        boolean[] visited = new boolean[n];
        int components = 0;
        for (int start = 0; start < n; start++) {
            if (!visited[start]) {
                components++;
                visit(start, -1, adjacent, visited);
            }
        }
        return components;
    }

    private void visit(int node, int parent, List<List<Integer>> adjacent, boolean[] visited) {
        visited[node] = true;
        for (int next : adjacent.get(node)) {
            if (next != parent) {             // missing: && !visited[next]
                visit(next, node, adjacent, visited);
            }
        }
    }
}
