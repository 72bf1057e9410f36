/**
 * Wrong: backtracks over every cell in reading order, the givens included: it never asks whether a
 * cell was already filled, so it writes its own values over the givens, and when a branch fails it
 * resets the cell, given or not, to 0. (Checking a value against its row finds the given in the
 * cell itself, so even the given's own value is never kept.)
 *
 * @expected-message the givens must not change
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
        // missing: if (square[r][c] != 0) return fill(square, cell + 1);
        for (int v = 1; v <= n; v++) {
            if (fits(square, r, c, v)) {
                square[r][c] = v;
                if (fill(square, cell + 1)) {
                    return true;
                }
            }
        }
        square[r][c] = 0;
        return false;
    }

    private boolean fits(int[][] square, int r, int c, int v) {
        for (int i = 0; i < square.length; i++) {
            if (square[r][i] == v || square[i][c] == v) {
                return false;
            }
        }
        return true;
    }
}
