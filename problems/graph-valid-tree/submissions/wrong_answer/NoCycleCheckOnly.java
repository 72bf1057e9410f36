/**
 * Wrong: looks for a cycle with a union-find, and answers true when it finds none. A forest has
 * no cycle either: [[0,1],[2,3]] on 4 nodes is two pieces, not one tree. The edge count (or a
 * connectivity check) is missing.
 *
 * @expected-message expected false, got true
 */
class Solution {
    private int[] parent;

    public boolean validTree(int n, int[][] edges) {
        parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int[] edge : edges) {
            int a = find(edge[0]);
            int b = find(edge[1]);
            if (a == b) {
                return false;
            }
            parent[a] = b;
        }
        return true;                               // missing: edges.length == n - 1
    }

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
