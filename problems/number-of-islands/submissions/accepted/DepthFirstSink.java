/**
 * Scans the grid; every '1' not yet seen starts a new island, which a recursive depth-first
 * search then sinks (turns every land cell of it into '0'), so it is never counted again. Each
 * cell is sunk at most once and looked at from at most four neighbours: O(m * n) time, and
 * O(m * n) recursion depth in the worst case (an all-land grid), which the 32 MB stack holds.
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
        sink(grid, r + 1, c);
        sink(grid, r - 1, c);
        sink(grid, r, c + 1);
        sink(grid, r, c - 1);
    }
}
