/**
 * Wrong: takes m and n as the number of moves down and right, where they are the number of rows
 * and columns of cells, and a path makes one move fewer than that each way. It fills an
 * (m + 1) x (n + 1) table, so it counts paths in a grid one row and one column too big:
 * C(m + n, m) instead of C(m + n - 2, m - 1), 120 instead of 28 for 3 x 7.
 *
 * @expected-message expected 28, got 120
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int[][] paths = new int[m + 1][n + 1];
        for (int r = 0; r <= m; r++) {
            for (int c = 0; c <= n; c++) {
                paths[r][c] = r == 0 || c == 0 ? 1 : paths[r - 1][c] + paths[r][c - 1];
            }
        }
        return paths[m][n];
    }
}
