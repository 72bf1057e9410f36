/**
 * Wrong: a plain backtracker whose box index forgets a factor of 3: {@code r / 3 + c / 3} where
 * {@code r / 3 * 3 + c / 3} belongs. Boxes 1 and 3 share an index, as do 2, 4 and 6, and 5 and 7,
 * so a digit in one box rules it out in the others: digits that fit are rejected, the search finds
 * no solution, undoes every placement and returns the board as it was given.
 *
 * @expected-message If it found no solution: this puzzle has a solution, so a rule in your search may reject a digit that does fit
 */
class Solution {
    private final boolean[][] inRow = new boolean[9][10];
    private final boolean[][] inColumn = new boolean[9][10];
    private final boolean[][] inBox = new boolean[9][10];

    public void solveSudoku(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') {
                    mark(r, c, board[r][c] - '0', true);
                }
            }
        }
        solve(board, 0);
    }

    private boolean solve(char[][] board, int cell) {
        if (cell == 81) {
            return true;
        }
        int r = cell / 9;
        int c = cell % 9;
        if (board[r][c] != '.') {
            return solve(board, cell + 1);
        }
        for (int d = 1; d <= 9; d++) {
            if (!inRow[r][d] && !inColumn[c][d] && !inBox[box(r, c)][d]) {
                board[r][c] = (char) ('0' + d);
                mark(r, c, d, true);
                if (solve(board, cell + 1)) {
                    return true;
                }
                mark(r, c, d, false);
                board[r][c] = '.';
            }
        }
        return false;
    }

    private void mark(int r, int c, int d, boolean used) {
        inRow[r][d] = used;
        inColumn[c][d] = used;
        inBox[box(r, c)][d] = used;
    }

    private int box(int r, int c) {
        return r / 3 + c / 3;   // should be r / 3 * 3 + c / 3
    }
}
