import java.util.*;

/**
 * Backtracking guided by Warnsdorff's rule: from each cell, try first the unvisited neighbours
 * that have the fewest unvisited neighbours of their own, so that cells at risk of being cut off
 * are visited early. On boards this small the rule alone sometimes leads into a dead end, so the
 * search still backtracks; it just rarely needs to.
 */
class Solution {
    private static final int[] DR = {2, 1, -1, -2, -2, -1, 1, 2};
    private static final int[] DC = {1, 2, 2, 1, -1, -2, -2, -1};

    private int m;
    private int n;
    private int[][] board;

    public int[][] tourOfKnight(int m, int n, int r, int c) {
        this.m = m;
        this.n = n;
        board = new int[m][n];
        for (int[] row : board) {
            Arrays.fill(row, -1);
        }
        board[r][c] = 0;
        tour(r, c, 1);
        return board;
    }

    private boolean tour(int r, int c, int step) {
        if (step == m * n) {
            return true;
        }
        List<int[]> next = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            int nr = r + DR[d];
            int nc = c + DC[d];
            if (free(nr, nc)) {
                next.add(new int[] {nr, nc, onwardMoves(nr, nc)});
            }
        }
        next.sort(Comparator.comparingInt(cell -> cell[2]));
        for (int[] cell : next) {
            board[cell[0]][cell[1]] = step;
            if (tour(cell[0], cell[1], step + 1)) {
                return true;
            }
            board[cell[0]][cell[1]] = -1;
        }
        return false;
    }

    private int onwardMoves(int r, int c) {
        int count = 0;
        for (int d = 0; d < 8; d++) {
            count += free(r + DR[d], c + DC[d]) ? 1 : 0;
        }
        return count;
    }

    private boolean free(int r, int c) {
        return r >= 0 && r < m && c >= 0 && c < n && board[r][c] == -1;
    }
}
