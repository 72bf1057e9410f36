/**
 * Correct but too slow on a square built against it: fills the empty cells in reading order,
 * trying 1, 2, ..., n in each and checking a value by scanning its row and column. On
 * 14-seven-by-seven-against-backtracking the last cell of column 2 can only be 4, so no cell above
 * it may take a 4, but this search only finds out when it reaches the last row: about 586 million
 * placements, tens of seconds.
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
            if (fits(square, r, c, v)) {
                square[r][c] = v;
                if (fill(square, cell + 1)) {
                    return true;
                }
                square[r][c] = 0;
            }
        }
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
