/**
 * Wrong: avoids the spreading by writing a special value, Integer.MIN_VALUE, instead of zero into
 * the cells to clear (leaving the real zeros alone), and turns that value into zero at the end.
 * But any int may be in the grid: a cell that holds Integer.MIN_VALUE from the start is cleared
 * too, although no zero shares its row or column.
 *
 * @expected-message expected -2147483648 at [0][0], got 0
 */
class Solution {
    private static final int MARK = Integer.MIN_VALUE;

    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (matrix[r][c] == 0) {
                    for (int k = 0; k < n; k++) {
                        if (matrix[r][k] != 0) {
                            matrix[r][k] = MARK;
                        }
                    }
                    for (int k = 0; k < m; k++) {
                        if (matrix[k][c] != 0) {
                            matrix[k][c] = MARK;
                        }
                    }
                }
            }
        }
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (matrix[r][c] == MARK) {   // cannot tell a mark from a MIN_VALUE of the grid
                    matrix[r][c] = 0;
                }
            }
        }
    }
}
