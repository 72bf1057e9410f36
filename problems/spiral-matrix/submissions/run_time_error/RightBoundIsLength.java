import java.util.*;

/**
 * Crashes: sets the right bound to matrix[0].length, one past the last column, as if it were an
 * exclusive bound, but then reads the right column at index right.
 *
 * @expected-message ArrayIndexOutOfBoundsException
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        List<Integer> order = new ArrayList<>();
        int top = 0;
        int bottom = matrix.length - 1;
        int left = 0;
        int right = matrix[0].length;   // should be matrix[0].length - 1
        while (top <= bottom && left <= right) {
            for (int c = left; c < right; c++) {
                order.add(matrix[top][c]);
            }
            top++;
            for (int r = top; r <= bottom; r++) {
                order.add(matrix[r][right]);
            }
            right--;
            if (top <= bottom) {
                for (int c = right; c >= left; c--) {
                    order.add(matrix[bottom][c]);
                }
                bottom--;
            }
            if (left <= right) {
                for (int r = bottom; r >= top; r--) {
                    order.add(matrix[r][left]);
                }
                left++;
            }
        }
        return order;
    }
}
