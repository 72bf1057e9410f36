import java.util.*;

/**
 * Wrong: a depth-first search that calls any visited neighbour a cycle. In an undirected graph
 * every edge is stored both ways, so the node it just came from is always a visited neighbour:
 * the edge 0-1 alone already looks like a cycle 0 to 1 and back, and every tree with an edge is
 * rejected. It must skip its parent.
 *
 * @expected-message expected true, got false
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
        if (hasCycle(0)) {
            return false;
        }
        for (boolean seen : visited) {
            if (!seen) {
                return false;
            }
        }
        return true;
    }

    private boolean hasCycle(int node) {
        visited[node] = true;
        for (int next : adjacent.get(node)) {
            if (visited[next] || hasCycle(next)) { // the parent is visited too
                return true;
            }
        }
        return false;
    }
}
