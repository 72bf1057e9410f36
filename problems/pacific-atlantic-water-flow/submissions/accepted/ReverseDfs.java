import java.util.*;

/**
 * Searches uphill from the oceans instead of downhill from every cell: a depth-first search from
 * every cell of the top row and left column marks the cells whose water reaches the Pacific
 * (water flows from a cell to a neighbour of equal or lower height, so the search steps to a
 * neighbour of equal or greater height), one from the bottom row and right column marks the
 * Atlantic's, and the answer is the cells marked twice. Each search visits a cell at most once:
 * O(m * n) time and space (the recursion may go m * n deep on a winding path).
 */
class Solution {
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length;
        int n = heights[0].length;
        boolean[][] pacific = new boolean[m][n];
        boolean[][] atlantic = new boolean[m][n];
        for (int r = 0; r < m; r++) {
            climb(heights, pacific, r, 0);
            climb(heights, atlantic, r, n - 1);
        }
        for (int c = 0; c < n; c++) {
            climb(heights, pacific, 0, c);
            climb(heights, atlantic, m - 1, c);
        }
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

    /** Marks (r, c) and every unmarked cell reachable from it by steps to equal or higher ground. */
    private void climb(int[][] heights, boolean[][] reached, int r, int c) {
        if (reached[r][c]) {
            return;
        }
        reached[r][c] = true;
        for (int[] step : STEPS) {
            int nr = r + step[0];
            int nc = c + step[1];
            if (nr >= 0 && nr < heights.length && nc >= 0 && nc < heights[0].length
                    && heights[nr][nc] >= heights[r][c]) {
                climb(heights, reached, nr, nc);
            }
        }
    }
}
