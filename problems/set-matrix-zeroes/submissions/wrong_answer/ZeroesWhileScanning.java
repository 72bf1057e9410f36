/**
 * Wrong: clears a zero's row and column as soon as the scan finds it. The scan then meets the
 * zeros it has just written and takes them for zeros of the grid, so the clearing spreads to
 * rows and columns that hold no zero of their own.
 *
 * @expected-message expected 1 at [0][2], got 0
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (matrix[r][c] == 0) {   // also true for a zero written a moment ago
                    for (int k = 0; k < n; k++) {
                        matrix[r][k] = 0;
                    }
                    for (int k = 0; k < m; k++) {
                        matrix[k][c] = 0;
                    }
                }
            }
        }
    }
}
