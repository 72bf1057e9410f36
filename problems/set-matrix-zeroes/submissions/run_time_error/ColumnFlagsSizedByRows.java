/**
 * Crashes: sizes both flag arrays by the number of rows, as if the grid were square. With more
 * columns than rows, marking column c >= m reads past the end of the column flags.
 *
 * @expected-message ArrayIndexOutOfBoundsException
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        boolean[] zeroRow = new boolean[m];
        boolean[] zeroColumn = new boolean[m];   // should be new boolean[n]
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (matrix[r][c] == 0) {
                    zeroRow[r] = true;
                    zeroColumn[c] = true;
                }
            }
        }
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (zeroRow[r] || zeroColumn[c]) {
                    matrix[r][c] = 0;
                }
            }
        }
    }
}
