import java.util.*;

/**
 * Checks both conditions directly, with no edge count: a recursive depth-first search from node 0
 * over adjacency lists (each edge stored in both directions) skips the edge back to the node it
 * came from; meeting any other already visited node means a cycle. Afterwards every node must
 * have been visited, or the graph is not connected. O(n + E) time and space, recursion depth up
 * to n.
 */
class Solution {
    private List<List<Integer>> adjacent;
    private boolean[] visited;

    public boolean validTree(int n, int[][] edges) {
        adjacent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adjacent.add(new ArrayList<>());
        }
        for (int[] edge : edges) {
            adjacent.get(edge[0]).add(edge[1]);
            adjacent.get(edge[1]).add(edge[0]);
        }
        visited = new boolean[n];
        if (hasCycle(0, -1)) {
            return false;
        }
        for (boolean seen : visited) {
            if (!seen) {
                return false;                      // not connected
            }
        }
        return true;
    }

    private boolean hasCycle(int node, int parent) {
        visited[node] = true;
        for (int next : adjacent.get(node)) {
            if (next == parent) {
                continue;                          // the edge just walked, not a cycle
            }
            if (visited[next] || hasCycle(next, node)) {
                return true;
            }
        }
        return false;
    }
}
