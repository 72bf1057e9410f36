import java.util.*;

/**
 * Keeps the rows and columns not yet read as four bounds (top, bottom, left, right). Each round
 * reads the top row and moves top down, reads the right column and moves right in; then, only if
 * a row and a column are still left, reads the bottom row backwards and the left column upwards.
 * Those two checks matter when what is left is a single row or a single column, which the first
 * two passes have already read. Time O(m * n), extra space O(1) besides the answer.
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
