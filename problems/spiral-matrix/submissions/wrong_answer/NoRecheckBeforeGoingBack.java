import java.util.*;

/**
 * Wrong: shrinks four bounds like the reference, but reads the bottom row and the left column
 * without checking that a row and a column are still left. When the last part is a single row
 * (or column), the top pass reads it, and the bottom pass reads it a second time backwards.
 *
 * @expected-message expected 12 elements, got 13
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        List<Integer> order = new ArrayList<>();
        int top = 0;
        int bottom = matrix.length - 1;
        int left = 0;
        int right = matrix[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) {
                order.add(matrix[top][c]);
            }
            top++;
            for (int r = top; r <= bottom; r++) {
                order.add(matrix[r][right]);
            }
            right--;
            for (int c = right; c >= left; c--) {   // missing: if (top <= bottom)
                order.add(matrix[bottom][c]);
            }
            bottom--;
            for (int r = bottom; r >= top; r--) {   // missing: if (left <= right)
                order.add(matrix[r][left]);
            }
            left++;
        }
        return order;
    }
}
