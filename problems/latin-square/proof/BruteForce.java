import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a search that
 * fills first the empty cell with the fewest values left, and checks the finished square by the
 * rules on its own (every row and column holds 1..n once). The statement promises a completion,
 * so it fails when there is none; the checker, both ways, holds the stored completion to the same
 * rules and givens as this one. It also checks the input against the statement's constraints.
 */
class Solution {
    public void completeLatinSquare(int[][] square) {
        int n = square.length;
        require(n >= 1 && n <= 7, "n = " + n + " is outside 1..7");
        for (int[] row : square) {
            require(row.length == n, "a row of " + row.length + " cells in a square of size " + n);
            for (int value : row) {
                require(value >= 0 && value <= n, "a cell holds " + value + ", outside 0.." + n);
            }
        }
        if (!fill(square)) {
            throw new IllegalArgumentException("the square cannot be completed, but the statement promises it can");
        }
    }

    private static boolean fill(int[][] grid) {
        int n = grid.length;
        int bestRow = -1;
        int bestCol = -1;
        List<Integer> bestOptions = null;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] == 0) {
                    List<Integer> options = new ArrayList<>();
                    for (int v = 1; v <= n; v++) {
                        boolean free = true;
                        for (int i = 0; i < n; i++) {
                            free &= grid[r][i] != v && grid[i][c] != v;
                        }
                        if (free) {
                            options.add(v);
                        }
                    }
                    if (bestOptions == null || options.size() < bestOptions.size()) {
                        bestRow = r;
                        bestCol = c;
                        bestOptions = options;
                    }
                }
            }
        }
        if (bestOptions == null) {
            return isLatin(grid);
        }
        for (int v : bestOptions) {
            grid[bestRow][bestCol] = v;
            if (fill(grid)) {
                return true;
            }
        }
        grid[bestRow][bestCol] = 0;
        return false;
    }

    /** True when every row and column holds each of 1..n once. */
    private static boolean isLatin(int[][] grid) {
        int n = grid.length;
        for (int i = 0; i < n; i++) {
            boolean[] inRow = new boolean[n + 1];
            boolean[] inColumn = new boolean[n + 1];
            for (int j = 0; j < n; j++) {
                if (grid[i][j] < 1 || grid[i][j] > n || inRow[grid[i][j]] || grid[j][i] < 1 || grid[j][i] > n
                        || inColumn[grid[j][i]]) {
                    return false;
                }
                inRow[grid[i][j]] = true;
                inColumn[grid[j][i]] = true;
            }
        }
        return true;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
