/**
 * Run-time error: the box check scans rows top..top + 3 and columns left..left + 3 inclusive, one
 * row and one column too many (a {@code <=} where {@code <} belongs). For a box in the middle that
 * silently reads a neighbour; for a box on the right (columns 6-8) or at the bottom (rows 6-8) it
 * reads index 9 and throws ArrayIndexOutOfBoundsException. (On a few puzzles the search, having
 * wrongly ruled out digits, gives up before it reaches such a box and leaves the board unfilled.)
 */
class Solution {
    public void solveSudoku(char[][] board) {
        solve(board);
    }

    private boolean solve(char[][] board) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] != '.') {
                    continue;
                }
                for (char d = '1'; d <= '9'; d++) {
                    if (fits(board, r, c, d)) {
                        board[r][c] = d;
                        if (solve(board)) {
                            return true;
                        }
                        board[r][c] = '.';
                    }
                }
                return false;
            }
        }
        return true;
    }

    private boolean fits(char[][] board, int r, int c, char d) {
        for (int i = 0; i < 9; i++) {
            if (board[r][i] == d || board[i][c] == d) {
                return false;
            }
        }
        int top = r / 3 * 3;
        int left = c / 3 * 3;
        for (int i = top; i <= top + 3; i++) {
            for (int j = left; j <= left + 3; j++) {
                if (board[i][j] == d) {
                    return false;
                }
            }
        }
        return true;
    }
}
