/**
 * Wrong: builds the turned picture correctly in a new array, then assigns it to the parameter.
 * Java passes the reference by value, so only the local variable changes: the caller's matrix
 * comes back exactly as it was given.
 *
 * @expected-message expected 7 at [0][0], got 1
 */
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        int[][] turned = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                turned[c][n - 1 - r] = matrix[r][c];
            }
        }
        matrix = turned;   // invisible to the caller; copy the rows back into matrix instead
    }
}
