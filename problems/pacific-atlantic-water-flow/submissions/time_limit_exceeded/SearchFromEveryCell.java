import java.util.*;

/**
 * Too slow: follows the water downhill from every cell separately, with a fresh visited grid each
 * time, and stops as soon as it has seen both oceans. Right, but each search may walk most of the
 * grid: O((m * n)^2), about 1.6 x 10^9 steps on a 200 x 200 basin that drains to one ocean only.
 */
class Solution {
    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length;
        int n = heights[0].length;
        List<List<Integer>> both = new ArrayList<>();
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (reachesBoth(heights, r, c)) {
                    both.add(List.of(r, c));
                }
            }
        }
        return both;
    }

    private boolean reachesBoth(int[][] heights, int startRow, int startCol) {
        int m = heights.length;
        int n = heights[0].length;
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {startRow, startCol});
        seen[startRow][startCol] = true;
        boolean pacific = false;
        boolean atlantic = false;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!stack.isEmpty()) {
            int[] cell = stack.pop();
            int r = cell[0];
            int c = cell[1];
            pacific |= r == 0 || c == 0;
            atlantic |= r == m - 1 || c == n - 1;
            if (pacific && atlantic) {
                return true;
            }
            for (int[] step : steps) {
                int nr = r + step[0];
                int nc = c + step[1];
                if (nr >= 0 && nr < m && nc >= 0 && nc < n && !seen[nr][nc] && heights[nr][nc] <= heights[r][c]) {
                    seen[nr][nc] = true;
                    stack.push(new int[] {nr, nc});
                }
            }
        }
        return false;
    }
}
