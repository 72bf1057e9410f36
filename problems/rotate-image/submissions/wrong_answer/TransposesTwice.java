/**
 * Wrong: the transpose loop runs over every pair (r, c), not only over c > r, so each pair of
 * cells is swapped twice and ends where it began. What is left is the row reversal alone: a
 * mirror image left to right, not a quarter turn.
 *
 * @expected-message expected 7 at [0][0], got 3
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {   // should start at c = r + 1
                int t = matrix[r][c];
                matrix[r][c] = matrix[c][r];
                matrix[c][r] = t;
            }
        }
        for (int[] row : matrix) {
            for (int left = 0, right = n - 1; left < right; left++, right--) {
                int t = row[left];
                row[left] = row[right];
                row[right] = t;
            }
        }
    }
}
