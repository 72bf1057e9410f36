/**
 * Too slow: checks the edge count, then computes which nodes reach which with Floyd-Warshall's
 * triple loop over an n x n matrix, and asks whether node 0 reaches every node. Correct, but
 * O(n^3) time: 8 * 10^9 steps at n = 2000, where one traversal takes O(n + E).
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public boolean validTree(int n, int[][] edges) {
        if (edges.length != n - 1) {
            return false;
        }
        boolean[][] reach = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            reach[i][i] = true;
        }
        for (int[] edge : edges) {
            reach[edge[0]][edge[1]] = true;
            reach[edge[1]][edge[0]] = true;
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (reach[i][k] && reach[k][j]) {
                        reach[i][j] = true;
                    }
                }
            }
        }
        for (int j = 0; j < n; j++) {
            if (!reach[0][j]) {
                return false;
            }
        }
        return true;
    }
}
