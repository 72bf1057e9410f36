/**
 * Ring by ring, from the outside in: each cell of the top-left quarter starts a cycle of four
 * cells (top, right, bottom, left) that the turn moves one step round, with one temporary
 * variable. For odd n the quarter is (n / 2) x ((n + 1) / 2), so that the middle column of each
 * ring is moved too; the centre cell stays put. Time O(n^2), extra space O(1).
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int i = 0; i < n / 2; i++) {
            for (int j = 0; j < (n + 1) / 2; j++) {
                int t = matrix[i][j];
                matrix[i][j] = matrix[n - 1 - j][i];
                matrix[n - 1 - j][i] = matrix[n - 1 - i][n - 1 - j];
                matrix[n - 1 - i][n - 1 - j] = matrix[j][n - 1 - i];
                matrix[j][n - 1 - i] = t;
            }
        }
    }
}
