/**
 * Wrong: answers from the edge count alone. Every tree on n nodes has n - 1 edges, but not every
 * graph with n - 1 edges is a tree: a triangle 0-1-2 and a lone node 3 have 3 = n - 1 edges, a
 * cycle, and two pieces.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean validTree(int n, int[][] edges) {
        return edges.length == n - 1;              // also needs: connected (or no cycle)
    }
}
