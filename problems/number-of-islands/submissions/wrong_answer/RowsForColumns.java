/**
 * Wrong: the depth-first search checks the column against grid.length (the number of rows)
 * instead of grid[0].length. On a grid wider than it is tall the search never enters the columns
 * past the row count, so an island that reaches them is split and counted more than once (on a
 * grid taller than it is wide it reads past the end of a row instead). Square grids hide the bug.
 *
 * @expected-message expected 3, got 4
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
        if (r < 0 || c < 0 || r >= grid.length || c >= grid.length || grid[r][c] != '1') {   // c >= grid[0].length
            return;
        }
        grid[r][c] = '0';
        sink(grid, r + 1, c);
        sink(grid, r - 1, c);
        sink(grid, r, c + 1);
        sink(grid, r, c - 1);
    }
}
