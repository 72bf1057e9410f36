/**
 * Crashes: moves cycles of four cells, but writes the mirrored index as n - j instead of
 * n - 1 - j. For j = 0 that is row n, one past the last row.
 *
 * @expected-message ArrayIndexOutOfBoundsException
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int i = 0; i < n / 2; i++) {
            for (int j = 0; j < (n + 1) / 2; j++) {
                int t = matrix[i][j];
                matrix[i][j] = matrix[n - j][i];   // should be n - 1 - j
                matrix[n - j][i] = matrix[n - 1 - i][n - j];
                matrix[n - 1 - i][n - j] = matrix[j][n - 1 - i];
                matrix[j][n - 1 - i] = t;
            }
        }
    }
}
