/**
 * A clockwise quarter turn is a transpose (swap across the main diagonal) followed by reversing
 * each row: the transpose sends (r, c) to (c, r), the reversal sends (c, r) to (c, n - 1 - r).
 * Both steps swap pairs of cells inside the array. Time O(n^2), extra space O(1).
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
        for (int[] row : matrix) {
            for (int left = 0, right = n - 1; left < right; left++, right--) {
                int t = row[left];
                row[left] = row[right];
                row[right] = t;
            }
        }
    }
}
