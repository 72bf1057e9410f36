/**
 * Wrong: solves a copy of the board correctly, then assigns the copy to the parameter. Java passes
 * the reference by value, so the assignment changes only the local variable: the caller's board
 * comes back exactly as it was given.
 *
 * @expected-message must fill the board it is given, in place
 */
class Solution {
    public void solveSudoku(char[][] board) {
        char[][] work = new char[9][];
        for (int r = 0; r < 9; r++) {
            work[r] = board[r].clone();
        }
        solve(work);
        board = work;   // invisible to the caller; board[r][c] = work[r][c] would have worked
    }

    private boolean solve(char[][] b) {
        int bestRow = -1;
        int bestCol = -1;
        int fewest = 10;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (b[r][c] == '.') {
                    int count = Integer.bitCount(candidates(b, r, c));
                    if (count < fewest) {
                        fewest = count;
                        bestRow = r;
                        bestCol = c;
                    }
                }
            }
        }
        if (bestRow < 0) {
            return true;
        }
        for (int options = candidates(b, bestRow, bestCol); options != 0; options &= options - 1) {
            b[bestRow][bestCol] = (char) ('1' + Integer.numberOfTrailingZeros(options));
            if (solve(b)) {
                return true;
            }
        }
        b[bestRow][bestCol] = '.';
        return false;
    }

    private int candidates(char[][] b, int r, int c) {
        int used = 0;
        for (int i = 0; i < 9; i++) {
            for (char ch : new char[] {b[r][i], b[i][c], b[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3]}) {
                if (ch != '.') {
                    used |= 1 << (ch - '1');
                }
            }
        }
        return ~used & 0x1FF;
    }
}
