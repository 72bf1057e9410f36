/**
 * A graph on n nodes is a tree exactly when it has n - 1 edges and no cycle (then it is also
 * connected). So it rejects any other edge count at once, then adds the edges one by one to a
 * union-find: an edge whose two ends already have the same root would close a cycle. Union by
 * size and path halving make each find nearly O(1): O(n + E * alpha(n)) time, O(n) space.
 */
class Solution {
    private int[] parent;
    private int[] size;

    public boolean validTree(int n, int[][] edges) {
        if (edges.length != n - 1) {
            return false;
        }
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int[] edge : edges) {
            int a = find(edge[0]);
            int b = find(edge[1]);
            if (a == b) {
                return false;                      // a and b were already connected: a cycle
            }
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
        return true;
    }

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
