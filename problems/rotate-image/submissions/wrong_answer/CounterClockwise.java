/**
 * Wrong: transposes, then reverses the order of the rows instead of each row. That is a quarter
 * turn the other way, counter-clockwise: the top row ends up as the left-hand column, read from
 * bottom to top.
 *
 * @expected-message expected 7 at [0][0], got 3
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int r = 0; r < n; r++) {
            for (int c = r + 1; c < n; c++) {
                int t = matrix[r][c];
                matrix[r][c] = matrix[c][r];
                matrix[c][r] = t;
            }
        }
        for (int top = 0, bottom = n - 1; top < bottom; top++, bottom--) {   // should reverse each row
            int[] t = matrix[top];
            matrix[top] = matrix[bottom];
            matrix[bottom] = t;
        }
    }
}
