import java.util.*;

/**
 * Walks the grid cell by cell, as the statement describes: keep a direction (right, down, left,
 * up) and turn clockwise when the next cell is off the grid or already read, which a boolean grid
 * remembers. It takes exactly m * n steps. Time O(m * n), extra space O(m * n) for the marks.
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        int[] dr = {0, 1, 0, -1};
        int[] dc = {1, 0, -1, 0};
        boolean[][] seen = new boolean[m][n];
        List<Integer> order = new ArrayList<>();
        int r = 0;
        int c = 0;
        int d = 0;
        for (int step = 0; step < m * n; step++) {
            order.add(matrix[r][c]);
            seen[r][c] = true;
            int nr = r + dr[d];
            int nc = c + dc[d];
            if (nr < 0 || nr >= m || nc < 0 || nc >= n || seen[nr][nc]) {
                d = (d + 1) % 4;
                nr = r + dr[d];
                nc = c + dc[d];
            }
            r = nr;
            c = nc;
        }
        return order;
    }
}
