/**
 * Wrong: solves the puzzle correctly, then "tidies" the grid by exchanging the digits 1 and 9
 * everywhere. The result is still a valid Sudoku grid, but not a solution of this puzzle: every
 * given 1 or 9 has changed.
 *
 * @expected-message the givens must not change
 */
class Solution {
    public void solveSudoku(char[][] board) {
        solve(board);
        for (char[] row : board) {
            for (int c = 0; c < 9; c++) {
                row[c] = row[c] == '1' ? '9' : row[c] == '9' ? '1' : row[c];
            }
        }
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
