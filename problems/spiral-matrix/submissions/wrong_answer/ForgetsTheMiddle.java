import java.util.*;

/**
 * Wrong: reads min(m, n) / 2 complete rings, each as four sides of a rectangle. That is every
 * number when min(m, n) is even; when it is odd, a single middle row or column is left after the
 * rings, and it is never read.
 *
 * @expected-message expected 9 elements, got 8
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        int m = matrix.length;
        int n = matrix[0].length;
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < Math.min(m, n) / 2; k++) {
            int top = k;
            int bottom = m - 1 - k;
            int left = k;
            int right = n - 1 - k;
            for (int c = left; c < right; c++) {
                order.add(matrix[top][c]);
            }
            for (int r = top; r < bottom; r++) {
                order.add(matrix[r][right]);
            }
            for (int c = right; c > left; c--) {
                order.add(matrix[bottom][c]);
            }
            for (int r = bottom; r > top; r--) {
                order.add(matrix[r][left]);
            }
        }
        // missing: when min(m, n) is odd, the middle row or column that is left
        return order;
    }
}
