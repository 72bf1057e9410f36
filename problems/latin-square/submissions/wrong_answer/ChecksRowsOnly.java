/**
 * Wrong: backtracks over the empty cells in reading order, but checks a value only against its
 * row, never its column. Every row comes out as 1..n in some order, and the columns repeat values.
 *
 * @expected-message column 0 holds 1 3 times
 */
class Solution {
    public void completeLatinSquare(int[][] square) {
        fill(square, 0);
    }

    private boolean fill(int[][] square, int cell) {
        int n = square.length;
        if (cell == n * n) {
            return true;
        }
        int r = cell / n;
        int c = cell % n;
        if (square[r][c] != 0) {
            return fill(square, cell + 1);
        }
        for (int v = 1; v <= n; v++) {
            if (notInRow(square, r, v)) {   // the column check is missing
                square[r][c] = v;
                if (fill(square, cell + 1)) {
                    return true;
                }
                square[r][c] = 0;
            }
        }
        return false;
    }

    private boolean notInRow(int[][] square, int r, int v) {
        for (int value : square[r]) {
            if (value == v) {
                return false;
            }
        }
        return true;
    }
}
