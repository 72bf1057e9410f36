import java.util.*;

/**
 * Wrong: walks cell by cell and turns clockwise only at the edge of the grid, never at a number
 * it has already read. After the first lap it walks up the left column back into the top-left
 * corner and goes round the border again, reading it twice.
 *
 * @expected-message expected 5 at [8], got 1
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        int[] dr = {0, 1, 0, -1};
        int[] dc = {1, 0, -1, 0};
        List<Integer> order = new ArrayList<>();
        int r = 0;
        int c = 0;
        int d = 0;
        for (int step = 0; step < m * n; step++) {
            order.add(matrix[r][c]);
            int nr = r + dr[d];
            int nc = c + dc[d];
            if (nr < 0 || nr >= m || nc < 0 || nc >= n) {   // should also turn at a cell already read
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
