import java.util.*;

/**
 * Wrong: writes the step number on a cell and recurses, but when the rest of the tour fails from
 * there it does not erase the number (set the cell back to -1). The abandoned cells count as
 * visited for the rest of the search, which soon finds no way on; and the board comes back with
 * numbers from the abandoned paths, the same step number on several cells. Boards whose first
 * try succeeds (3 x 4 and 4 x 3) still pass.
 *
 * @expected-message appears twice
 */
class Solution {
    private static final int[][] MOVES = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

    public int[][] tourOfKnight(int m, int n, int r, int c) {
        int[][] board = new int[m][n];
        for (int[] row : board) {
            Arrays.fill(row, -1);
        }
        board[r][c] = 0;
        visit(board, r, c, 1);
        return board;
    }

    private boolean visit(int[][] board, int r, int c, int step) {
        int m = board.length;
        int n = board[0].length;
        if (step == m * n) {
            return true;
        }
        for (int[] move : MOVES) {
            int nr = r + move[0];
            int nc = c + move[1];
            if (nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] == -1) {
                board[nr][nc] = step;
                if (visit(board, nr, nc, step + 1)) {
                    return true;
                }
                // board[nr][nc] = -1; is missing: the number stays on the cell
            }
        }
        return false;
    }
}
