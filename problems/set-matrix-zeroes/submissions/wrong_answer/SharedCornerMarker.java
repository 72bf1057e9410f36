/**
 * Wrong: marks rows in the first column and columns in the first row, as the O(1) solution does,
 * but lets the corner matrix[0][0] stand for both the first row and the first column. A zero in
 * the first column (below the corner) sets the corner, and the end reads it as "the first row has
 * a zero" and clears the first row too.
 *
 * @expected-message expected 1 at [0][1], got 0
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (matrix[r][c] == 0) {
                    matrix[r][0] = 0;
                    matrix[0][c] = 0;
                }
            }
        }
        for (int r = 1; r < m; r++) {
            for (int c = 1; c < n; c++) {
                if (matrix[r][0] == 0 || matrix[0][c] == 0) {
                    matrix[r][c] = 0;
                }
            }
        }
        if (matrix[0][0] == 0) {   // set by a zero in the first row or by one in the first column
            for (int c = 0; c < n; c++) {
                matrix[0][c] = 0;
            }
            for (int r = 0; r < m; r++) {
                matrix[r][0] = 0;
            }
        }
    }
}
