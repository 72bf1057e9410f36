import java.util.*;

/**
 * Wrong: starts the Pacific's search from the left column and the bottom row, and the Atlantic's
 * from the right column and the top row, as if the top and bottom edges were the other way round.
 * A cell that drains only through the top and the right edges (both the "Atlantic" here) is lost,
 * and one that drains only through the top and the left edges (both the Pacific) is wrongly kept.
 *
 * @expected-message expected 7 elements in any order, got 16: 2 missing, 11 unexpected
 */
class Solution {
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
            climb(heights, pacific, m - 1, c);   // should be row 0: the top edge is the Pacific's
            climb(heights, atlantic, 0, c);      // should be row m - 1: the bottom edge is the Atlantic's
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

    private void climb(int[][] heights, boolean[][] reached, int r, int c) {
        if (reached[r][c]) {
            return;
        }
        reached[r][c] = true;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] step : steps) {
            int nr = r + step[0];
            int nc = c + step[1];
            if (nr >= 0 && nr < heights.length && nc >= 0 && nc < heights[0].length
                    && heights[nr][nc] >= heights[r][c]) {
                climb(heights, reached, nr, nc);
            }
        }
    }
}
