/**
 * Two passes. The first only looks: it marks in boolean arrays every row and every column that
 * holds a zero. The second writes: a cell becomes zero when its row or its column is marked. Since
 * nothing is written before every zero has been found, a new zero cannot clear anything.
 * Time O(m * n), extra space O(m + n).
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        boolean[] zeroRow = new boolean[m];
        boolean[] zeroColumn = new boolean[n];
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
