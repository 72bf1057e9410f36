/**
 * Wrong: counts a new island at each land cell not yet seen, but its depth-first search never
 * marks the cells it has been to. Two neighbouring land cells call each other back and forth
 * forever, until the stack overflows.
 *
 * @expected-message StackOverflowError
 */
class Solution {
    private boolean[][] seen;

    public int numIslands(char[][] grid) {
        seen = new boolean[grid.length][grid[0].length];
        int islands = 0;
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[0].length; c++) {
                if (grid[r][c] == '1' && !seen[r][c]) {
                    islands++;
                    explore(grid, r, c);
                }
            }
        }
        return islands;
    }

    private void explore(char[][] grid, int r, int c) {
        if (r < 0 || c < 0 || r >= grid.length || c >= grid[0].length || grid[r][c] != '1') {
            return;
        }
        // missing: if (seen[r][c]) return; seen[r][c] = true;
        explore(grid, r + 1, c);
        explore(grid, r - 1, c);
        explore(grid, r, c + 1);
        explore(grid, r, c - 1);
    }
}
