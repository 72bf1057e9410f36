import java.util.*;

/**
 * Wrong: backtracking written correctly, but its table of knight moves has only seven entries;
 * the move one row down and two columns right, (+1, +2), is missing. From many cells the knight
 * then cannot reach a neighbour it needs, the search ends without a tour, and the board comes
 * back with only the start numbered.
 *
 * @expected-message cells hold no step number
 */
class Solution {
    private static final int[] DR = {-2, -2, -1, -1, 1, 2, 2};   // (1, 2) is missing
    private static final int[] DC = {-1, 1, -2, 2, -2, -1, 1};

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
        for (int d = 0; d < DR.length; d++) {
            int nr = r + DR[d];
            int nc = c + DC[d];
            if (nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] == -1) {
                board[nr][nc] = step;
                if (visit(board, nr, nc, step + 1)) {
                    return true;
                }
                board[nr][nc] = -1;
            }
        }
        return false;
    }
}
