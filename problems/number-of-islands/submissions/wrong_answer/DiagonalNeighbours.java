/**
 * Wrong: sinks an island through all eight neighbours, diagonals included, so two islands that
 * only touch at a corner are counted as one. The statement joins land horizontally and
 * vertically only.
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int numIslands(char[][] grid) {
        int islands = 0;
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[0].length; c++) {
                if (grid[r][c] == '1') {
                    islands++;
                    sink(grid, r, c);
                }
            }
        }
        return islands;
    }

    private void sink(char[][] grid, int r, int c) {
        if (r < 0 || c < 0 || r >= grid.length || c >= grid[0].length || grid[r][c] != '1') {
            return;
        }
        grid[r][c] = '0';
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr != 0 || dc != 0) {
                    sink(grid, r + dr, c + dc);   // the four diagonal steps should not be here
                }
            }
        }
    }
}
