/**
 * Backtracking on bitmasks that always fills the empty cell with the fewest candidates next.
 * Bit d of rows[r], cols[c] and boxes[b] says digit d + 1 is already used there, so a cell's
 * candidates are one expression; a cell with no candidate ends the branch at once, and a cell with
 * one candidate is filled without any guessing.
 */
class Solution {
    private static final int ALL = (1 << 9) - 1;

    private final int[] rows = new int[9];
    private final int[] cols = new int[9];
    private final int[] boxes = new int[9];

    public void solveSudoku(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') {
                    flip(r, c, 1 << (board[r][c] - '1'));
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
                if (board[r][c] != '.') {
                    continue;
                }
                int candidates = ALL & ~(rows[r] | cols[c] | boxes[r / 3 * 3 + c / 3]);
                int count = Integer.bitCount(candidates);
                if (count < fewest) {
                    fewest = count;
                    bestRow = r;
                    bestCol = c;
                    bestCandidates = candidates;
                    if (count <= 1) {
                        break;
                    }
                }
            }
            if (fewest <= 1) {
                break;
            }
        }
        if (bestRow < 0) {
            return true;
        }
        for (int candidates = bestCandidates; candidates != 0; candidates &= candidates - 1) {
            int bit = candidates & -candidates;
            board[bestRow][bestCol] = (char) ('1' + Integer.numberOfTrailingZeros(bit));
            flip(bestRow, bestCol, bit);
            if (solve(board)) {
                return true;
            }
            flip(bestRow, bestCol, bit);
        }
        board[bestRow][bestCol] = '.';
        return false;
    }

    private void flip(int r, int c, int bit) {
        rows[r] ^= bit;
        cols[c] ^= bit;
        boxes[r / 3 * 3 + c / 3] ^= bit;
    }
}
