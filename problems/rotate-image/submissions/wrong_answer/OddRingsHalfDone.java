/**
 * Wrong: moves cycles of four cells from the top-left quarter, but takes the quarter as
 * (n / 2) x (n / 2). For an even n that is every cycle; for an odd n it leaves out the middle
 * column of each ring, whose four cells (top middle, right middle, ...) stay where they were.
 *
 * @expected-message expected 4 at [0][1], got 2
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int i = 0; i < n / 2; i++) {
            for (int j = 0; j < n / 2; j++) {   // should be j < (n + 1) / 2
                int t = matrix[i][j];
                matrix[i][j] = matrix[n - 1 - j][i];
                matrix[n - 1 - j][i] = matrix[n - 1 - i][n - 1 - j];
                matrix[n - 1 - i][n - 1 - j] = matrix[j][n - 1 - i];
                matrix[j][n - 1 - i] = t;
            }
        }
    }
}
