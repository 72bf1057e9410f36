import java.util.*;

/**
 * Builds adjacency lists, then starts a depth-first search from every node not yet visited; each
 * start discovers one whole component, so the number of starts is the answer. Isolated nodes are
 * starts too. The search is recursive, as most learners write it: a 2,000-node path is 2,000
 * frames deep, which the stack holds. Time O(n + E), space O(n + E), with E = edges.length.
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
                visit(start, adjacent, visited);
            }
        }
        return components;
    }

    private void visit(int node, List<List<Integer>> adjacent, boolean[] visited) {
        visited[node] = true;
        for (int next : adjacent.get(node)) {
            if (!visited[next]) {
                visit(next, adjacent, visited);
            }
        }
    }
}
