/**
 * The proof of this package's expected outputs (validate runs it on every test): it writes the
 * turned picture into a second array by the statement's formula, (r, c) goes to (c, n - 1 - r),
 * and copies it back; the accepted submissions swap cells in place instead. It also checks the
 * input against the statement's constraints.
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        require(n >= 1 && n <= 20, "n = " + n + " is not in 1..20");
        for (int[] row : matrix) {
            require(row.length == n, "a row of " + row.length + " numbers in a matrix of " + n + " rows");
            for (int v : row) {
                require(v >= -1000 && v <= 1000, "the value " + v + " is not in -1000..1000");
            }
        }
        int[][] turned = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                turned[c][n - 1 - r] = matrix[r][c];
            }
        }
        for (int r = 0; r < n; r++) {
            System.arraycopy(turned[r], 0, matrix[r], 0, n);
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
