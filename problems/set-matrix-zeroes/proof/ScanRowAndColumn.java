/**
 * The proof of this package's expected outputs (validate runs it on every test): straight from
 * the statement, a cell ends as zero exactly when the original grid has a zero somewhere in its
 * row or its column. It decides that for every cell by scanning the row and the column of an
 * untouched copy, in O(m * n * (m + n)), with no marks at all. It also checks the input against
 * the statement's constraints (any int is allowed, so there are no values to check).
 */
class Solution {
    public void setZeroes(int[][] matrix) {
        int m = matrix.length;
        require(m >= 1 && m <= 200, "m = " + m + " is not in 1..200");
        int n = matrix[0].length;
        require(n >= 1 && n <= 200, "n = " + n + " is not in 1..200");
        int[][] original = new int[m][];
        for (int r = 0; r < m; r++) {
            require(matrix[r].length == n, "rows of different lengths");
            original[r] = matrix[r].clone();
        }
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                boolean cleared = false;
                for (int k = 0; k < n && !cleared; k++) {
                    cleared = original[r][k] == 0;
                }
                for (int k = 0; k < m && !cleared; k++) {
                    cleared = original[k][c] == 0;
                }
                matrix[r][c] = cleared ? 0 : original[r][c];
            }
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
