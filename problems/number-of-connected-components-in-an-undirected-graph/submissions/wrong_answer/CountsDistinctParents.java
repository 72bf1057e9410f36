import java.util.*;

/**
 * Wrong: the union-find itself is right (no path compression, the first root hung under the
 * second), but the answer counts the distinct values in parent[] instead of the distinct roots.
 * A node whose parent is not a root, as in a chain 0 -> 1 -> 2 built by the edges [0,1] then
 * [1,2], gives its parent as a second "component" (here {1, 2}: two, for one component). On
 * LeetCode's example 1, parent[] ends as [1, 2, 2, 4, 4]: three values for two components.
 *
 * @expected-message expected 2, got 3
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int[] edge : edges) {
            int a = find(parent, edge[0]);
            int b = find(parent, edge[1]);
            if (a != b) {
                parent[a] = b;
            }
        }
        Set<Integer> roots = new HashSet<>();
        for (int i = 0; i < n; i++) {
            roots.add(parent[i]);          // should be find(parent, i)
        }
        return roots.size();
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }
}
