/**
 * The textbook backtracker, as LeetCode accepts it: it fills the first empty cell in reading order,
 * tries the digits 1 to 9 in order, and checks each against its row, column and box by scanning.
 * It solves every required test in milliseconds. The challenge tier is where it falls short: on
 * some 17-clue puzzles it takes seconds, and on the grid built against it (the answer's first row
 * is 987654321 and that row is empty) it makes about 69 million placements.
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
            if (board[r][i] == d || board[i][c] == d || board[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3] == d) {
                return false;
            }
        }
        return true;
    }
}
