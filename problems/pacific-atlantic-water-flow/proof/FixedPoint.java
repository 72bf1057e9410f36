import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It uses no search
 * at all: it applies the definition until nothing changes. A cell drains to an ocean when it
 * touches that ocean's edge, or when a neighbour of equal or lower height drains to it; starting
 * from the edge cells, sweeps over the whole grid (alternately forwards and backwards) add every
 * cell that a neighbour now lets drain, until a sweep adds nothing. The accepted submissions
 * search from the edges instead. It also checks the input against the statement's constraints.
 */
class Solution {
    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length;
        require(m >= 1 && m <= 200, m + " rows, not 1..200");
        int n = heights[0].length;
        require(n >= 1 && n <= 200, n + " columns, not 1..200");
        for (int[] row : heights) {
            require(row.length == n, "rows of different lengths");
            for (int h : row) {
                require(h >= 0 && h <= 100000, "a height " + h + " outside 0..10^5");
            }
        }
        boolean[][] pacific = drains(heights, true);
        boolean[][] atlantic = drains(heights, false);
        List<List<Integer>> both = new ArrayList<>();
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (pacific[r][c] && atlantic[r][c]) {
                    both.add(List.of(r, c));
                }
            }
        }
        return both;
    }

    /** Which cells drain to the Pacific (top and left edges) or to the Atlantic (bottom and right). */
    private static boolean[][] drains(int[][] h, boolean pacific) {
        int m = h.length;
        int n = h[0].length;
        boolean[][] drains = new boolean[m][n];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                drains[r][c] = pacific ? r == 0 || c == 0 : r == m - 1 || c == n - 1;
            }
        }
        boolean changed = true;
        boolean forwards = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < m * n; i++) {
                int cell = forwards ? i : m * n - 1 - i;
                int r = cell / n;
                int c = cell % n;
                if (drains[r][c]) {
                    continue;
                }
                if ((r > 0 && drains[r - 1][c] && h[r - 1][c] <= h[r][c])
                        || (r < m - 1 && drains[r + 1][c] && h[r + 1][c] <= h[r][c])
                        || (c > 0 && drains[r][c - 1] && h[r][c - 1] <= h[r][c])
                        || (c < n - 1 && drains[r][c + 1] && h[r][c + 1] <= h[r][c])) {
                    drains[r][c] = true;
                    changed = true;
                }
            }
            forwards = !forwards;
        }
        return drains;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
