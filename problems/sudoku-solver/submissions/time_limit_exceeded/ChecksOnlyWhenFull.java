/**
 * Generate and test, without pruning: it writes a digit into every empty cell and only checks the
 * rules once the board is full. It is correct, but the example alone has 51 empty cells, so it
 * would try up to 9^51 boards; no test finishes. Checking each digit as it is placed (backtracking)
 * is what makes a Sudoku solver feasible at all.
 */
class Solution {
    public void solveSudoku(char[][] board) {
        fill(board, 0);
    }

    private boolean fill(char[][] board, int cell) {
        if (cell == 81) {
            return valid(board);
        }
        int r = cell / 9;
        int c = cell % 9;
        if (board[r][c] != '.') {
            return fill(board, cell + 1);
        }
        for (char d = '1'; d <= '9'; d++) {
            board[r][c] = d;
            if (fill(board, cell + 1)) {
                return true;
            }
        }
        board[r][c] = '.';
        return false;
    }

    private boolean valid(char[][] board) {
        for (int i = 0; i < 9; i++) {
            boolean[] row = new boolean[10];
            boolean[] column = new boolean[10];
            boolean[] box = new boolean[10];
            for (int j = 0; j < 9; j++) {
                if (seen(row, board[i][j]) || seen(column, board[j][i])
                        || seen(box, board[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3])) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean seen(boolean[] digits, char digit) {
        int d = digit - '0';
        if (digits[d]) {
            return true;
        }
        digits[d] = true;
        return false;
    }
}
