/**
 * Fails at run time: seeds the table with the start's two neighbours, paths[0][1] = 1 and
 * paths[1][0] = 1, before filling the rest. A grid with one row or one column has no such
 * neighbour: on a 1 x 1 grid paths[0][1] is outside the table.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int[][] paths = new int[m][n];
        paths[0][0] = 1;
        paths[0][1] = 1;   // there may be no second column
        paths[1][0] = 1;   // or no second row
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (paths[r][c] == 0) {
                    paths[r][c] = (r > 0 ? paths[r - 1][c] : 0) + (c > 0 ? paths[r][c - 1] : 0);
                }
            }
        }
        return paths[m - 1][n - 1];
    }
}
