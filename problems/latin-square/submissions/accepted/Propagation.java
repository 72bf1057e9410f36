/**
 * Constraint propagation with guessing. Before each guess it fills every forced cell: a cell with
 * a single possible value, or a value that fits only one cell of some row or column (repeating
 * until nothing more is forced). Then it guesses at the cell with the fewest candidates, on a copy
 * of the grid, so that a failed guess is undone by dropping the copy. The final grid is copied
 * into the caller's array, cell by cell.
 */
class Solution {
    public void completeLatinSquare(int[][] square) {
        int[][] solved = solve(copy(square));
        if (solved != null) {
            for (int r = 0; r < square.length; r++) {
                System.arraycopy(solved[r], 0, square[r], 0, square.length);
            }
        }
    }

    /** The completed grid, or null when grid cannot be completed. May change grid. */
    private int[][] solve(int[][] grid) {
        int n = grid.length;
        if (!propagate(grid)) {
            return null;
        }
        int bestRow = -1;
        int bestCol = -1;
        int fewest = n + 1;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] == 0 && Integer.bitCount(candidates(grid, r, c)) < fewest) {
                    fewest = Integer.bitCount(candidates(grid, r, c));
                    bestRow = r;
                    bestCol = c;
                }
            }
        }
        if (bestRow < 0) {
            return grid;
        }
        for (int options = candidates(grid, bestRow, bestCol); options != 0; options &= options - 1) {
            int[][] attempt = copy(grid);
            attempt[bestRow][bestCol] = Integer.numberOfTrailingZeros(options);
            int[][] solved = solve(attempt);
            if (solved != null) {
                return solved;
            }
        }
        return null;
    }

    /** Fills forced cells until none is left; false when some cell or line has no way to go on. */
    private boolean propagate(int[][] grid) {
        int n = grid.length;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (grid[r][c] == 0) {
                        int options = candidates(grid, r, c);
                        if (options == 0) {
                            return false;
                        }
                        if (Integer.bitCount(options) == 1) {
                            grid[r][c] = Integer.numberOfTrailingZeros(options);
                            changed = true;
                        }
                    }
                }
            }
            for (int line = 0; line < n; line++) {
                for (int v = 1; v <= n; v++) {
                    int inRow = placeFor(grid, v, line, true);
                    int inCol = placeFor(grid, v, line, false);
                    if (inRow == -2 || inCol == -2) {
                        return false;
                    }
                    if (inRow >= 0) {
                        grid[line][inRow] = v;
                        changed = true;
                    }
                    if (inCol >= 0 && grid[inCol][line] == 0) {
                        grid[inCol][line] = v;
                        changed = true;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Where value v can go in a row (or column) that lacks it: the one empty cell's index when
     * there is exactly one, -2 when there is none, -1 when the line has v already or several places.
     */
    private int placeFor(int[][] grid, int v, int line, boolean row) {
        int n = grid.length;
        int place = -2;
        for (int i = 0; i < n; i++) {
            int r = row ? line : i;
            int c = row ? i : line;
            if (grid[r][c] == v) {
                return -1;
            }
            if (grid[r][c] == 0 && (candidates(grid, r, c) & 1 << v) != 0) {
                if (place != -2) {
                    return -1;
                }
                place = i;
            }
        }
        return place;
    }

    /** The values (as bits 1..n) that row r and column c both still lack. */
    private int candidates(int[][] grid, int r, int c) {
        int n = grid.length;
        int used = 0;
        for (int i = 0; i < n; i++) {
            used |= 1 << grid[r][i] | 1 << grid[i][c];
        }
        return ((1 << (n + 1)) - 2) & ~used;
    }

    private int[][] copy(int[][] grid) {
        int[][] copy = new int[grid.length][];
        for (int r = 0; r < grid.length; r++) {
            copy[r] = grid[r].clone();
        }
        return copy;
    }
}
