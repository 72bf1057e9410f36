import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it takes the top
 * row off the grid, then turns what is left a quarter turn counter-clockwise, so that the column
 * to read next becomes the new top row, and repeats until nothing is left. It never walks in four
 * directions, as the accepted submissions do. It also checks the input against the statement's
 * constraints.
 */
class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        require(matrix.length >= 1 && matrix.length <= 10, "m = " + matrix.length + " is not in 1..10");
        int n = matrix[0].length;
        require(n >= 1 && n <= 10, "n = " + n + " is not in 1..10");
        for (int[] row : matrix) {
            require(row.length == n, "rows of different lengths");
            for (int v : row) {
                require(v >= -100 && v <= 100, "the value " + v + " is not in -100..100");
            }
        }
        List<Integer> order = new ArrayList<>();
        int[][] grid = matrix;
        while (grid.length > 0) {
            for (int v : grid[0]) {
                order.add(v);
            }
            int rows = grid.length - 1;
            int cols = grid[0].length;
            // the rest (rows 1..), turned counter-clockwise: its last column becomes the first row
            int[][] turned = new int[rows == 0 ? 0 : cols][rows];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    turned[cols - 1 - c][r] = grid[r + 1][c];
                }
            }
            grid = turned;
        }
        require(order.size() == matrix.length * n, "read " + order.size() + " numbers, not m * n");
        return order;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
