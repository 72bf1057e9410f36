/**
 * Wrong: explores an island only to the right and downwards, as if the scan's start cell were
 * its top-left corner with everything else below or to the right. A U-shaped island whose right
 * arm rises above the cell where the search turns right is reached only in part, and the rest is
 * counted again as an island of its own.
 *
 * @expected-message expected 1, got 3
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
        if (r >= grid.length || c >= grid[0].length || grid[r][c] != '1') {
            return;
        }
        grid[r][c] = '0';
        sink(grid, r + 1, c);
        sink(grid, r, c + 1);   // up (r - 1) and left (c - 1) are missing
    }
}
