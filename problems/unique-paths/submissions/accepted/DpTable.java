/**
 * A table of path counts: paths[r][c] is the number of paths from the top-left cell to (r, c).
 * Cells in the top row or the left column have one path (straight along the edge); any other cell
 * is entered from above or from the left, so paths[r][c] = paths[r - 1][c] + paths[r][c - 1].
 * Every count is at most the answer, which the statement keeps within 2 * 10^9, so int is enough.
 * Time O(m * n), space O(m * n).
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int[][] paths = new int[m][n];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                paths[r][c] = r == 0 || c == 0 ? 1 : paths[r - 1][c] + paths[r][c - 1];
            }
        }
        return paths[m - 1][n - 1];
    }
}
