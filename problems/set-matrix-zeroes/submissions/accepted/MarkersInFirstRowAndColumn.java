/**
 * O(1) extra space: the first row and the first column hold the marks. Two booleans first record
 * whether the first row and the first column themselves hold a zero; then a zero at (r, c) with
 * r, c >= 1 sets matrix[r][0] and matrix[0][c] to zero (a cell that is cleared anyway). The inner
 * cells are cleared from the marks, and only then the first row and column from the two
 * booleans, so that no mark is erased before it is read. Time O(m * n), extra space O(1).
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        boolean firstRowZero = false;
        boolean firstColumnZero = false;
        for (int c = 0; c < n; c++) {
            if (matrix[0][c] == 0) {
                firstRowZero = true;
            }
        }
        for (int r = 0; r < m; r++) {
            if (matrix[r][0] == 0) {
                firstColumnZero = true;
            }
        }
        for (int r = 1; r < m; r++) {
            for (int c = 1; c < n; c++) {
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
        if (firstRowZero) {
            for (int c = 0; c < n; c++) {
                matrix[0][c] = 0;
            }
        }
        if (firstColumnZero) {
            for (int r = 0; r < m; r++) {
                matrix[r][0] = 0;
            }
        }
    }
}
