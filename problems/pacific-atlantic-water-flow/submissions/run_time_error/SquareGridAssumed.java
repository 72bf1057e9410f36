import java.util.*;

/**
 * Crashes: takes the number of columns to be heights.length, the number of rows, as if every grid
 * were square. The examples are square (5 x 5 and 1 x 1), so they pass; a grid with more rows than
 * columns (a single column) walks off the end of a row, and one with fewer rows ignores columns.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException
 */
class Solution {
    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length;
        int n = heights.length;   // should be heights[0].length
        boolean[][] pacific = new boolean[m][n];
        boolean[][] atlantic = new boolean[m][n];
        for (int r = 0; r < m; r++) {
            climb(heights, pacific, r, 0, n);
            climb(heights, atlantic, r, n - 1, n);
        }
        for (int c = 0; c < n; c++) {
            climb(heights, pacific, 0, c, n);
            climb(heights, atlantic, m - 1, c, n);
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

    private void climb(int[][] heights, boolean[][] reached, int r, int c, int n) {
        if (reached[r][c]) {
            return;
        }
        reached[r][c] = true;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] step : steps) {
            int nr = r + step[0];
            int nc = c + step[1];
            if (nr >= 0 && nr < heights.length && nc >= 0 && nc < n && heights[nr][nc] >= heights[r][c]) {
                climb(heights, reached, nr, nc, n);
            }
        }
    }
}
