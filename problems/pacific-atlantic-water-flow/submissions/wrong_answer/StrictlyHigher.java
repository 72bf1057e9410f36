import java.util.*;

/**
 * Wrong: searches uphill from the oceans, but steps only to a strictly higher neighbour
 * ({@code >} where it should be {@code >=}). Water flows to equal heights too, so a cell that
 * reaches an ocean only across level ground (the centre of a flat grid) is lost.
 *
 * @expected-message expected 7 elements in any order, got 6: 1 missing
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
                    && heights[nr][nc] > heights[r][c]) {   // should be >=: water also flows across level ground
                climb(heights, reached, nr, nc);
            }
        }
    }
}
