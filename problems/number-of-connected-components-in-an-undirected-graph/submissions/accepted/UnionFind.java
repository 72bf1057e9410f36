/**
 * Union-find (disjoint sets) with path halving and union by size. Every node starts as its own
 * set, so the count starts at n; an edge whose ends have different roots merges two sets and
 * lowers the count by one, and an edge inside one set (it closes a cycle) changes nothing.
 * Time O(n + E * alpha(n)), nearly linear; space O(n). No adjacency lists are built.
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int components = n;
        for (int[] edge : edges) {
            int a = find(parent, edge[0]);
            int b = find(parent, edge[1]);
            if (a == b) {
                continue;
            }
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
            components--;
        }
        return components;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];   // path halving
            x = parent[x];
        }
        return x;
    }
}
