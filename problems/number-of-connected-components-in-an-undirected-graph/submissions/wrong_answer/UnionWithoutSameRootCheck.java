/**
 * Wrong: starts from n components and subtracts one for every edge, merging the two roots
 * without first asking whether they are already the same. An edge inside one component (one
 * that closes a cycle) merges nothing but still lowers the count: the triangle [0,1], [1,2],
 * [0,2] on 3 nodes gives 3 - 3 = 0 instead of 1.
 *
 * @expected-message expected 1, got 0
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int components = n;
        for (int[] edge : edges) {
            int a = find(parent, edge[0]);
            int b = find(parent, edge[1]);
            parent[a] = b;                 // if a == b this changes nothing...
            components--;                  // ...but the count still drops
        }
        return components;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
