/**
 * Wrong: fills the board so that every row and every column holds each digit once, but never
 * looks at the 3 x 3 boxes. The result is a Latin square that keeps the givens and usually breaks
 * a box.
 *
 * @expected-message holds 9 twice
 */
class Solution {
    private static final int ALL = (1 << 9) - 1;

    private final int[] rows = new int[9];
    private final int[] cols = new int[9];

    public void solveSudoku(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') {
                    int bit = 1 << (board[r][c] - '1');
                    rows[r] |= bit;
                    cols[c] |= bit;
                }
            }
        }
        solve(board);
    }

    private boolean solve(char[][] board) {
        int bestRow = -1;
        int bestCol = -1;
        int bestCandidates = 0;
        int fewest = 10;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') {
                    int candidates = ALL & ~(rows[r] | cols[c]);   // the box is missing here
                    if (Integer.bitCount(candidates) < fewest) {
                        fewest = Integer.bitCount(candidates);
                        bestRow = r;
                        bestCol = c;
                        bestCandidates = candidates;
                    }
                }
            }
        }
        if (bestRow < 0) {
            return true;
        }
        for (int candidates = bestCandidates; candidates != 0; candidates &= candidates - 1) {
            int bit = candidates & -candidates;
            board[bestRow][bestCol] = (char) ('1' + Integer.numberOfTrailingZeros(bit));
            rows[bestRow] |= bit;
            cols[bestCol] |= bit;
            if (solve(board)) {
                return true;
            }
            rows[bestRow] &= ~bit;
            cols[bestCol] &= ~bit;
        }
        board[bestRow][bestCol] = '.';
        return false;
    }
}
