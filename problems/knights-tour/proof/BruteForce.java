import java.util.HashSet;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a depth-first
 * search over (visited cells, current cell) that remembers every state from which it found no
 * way on, so it decides for certain whether a tour starts at (r, c) (the accepted submissions use
 * plain backtracking or Warnsdorff's rule). The statement promises one, so it fails when there is
 * none; the checker, both ways, holds the stored tour to the same rules as this one. It also
 * checks the input against the statement's constraints.
 */
class Solution {
    private int m;
    private int n;
    private int[] path;
    private final Set<Long> dead = new HashSet<>();

    public int[][] tourOfKnight(int m, int n, int r, int c) {
        if (m < 1 || m > 5 || n < 1 || n > 5 || r < 0 || r >= m || c < 0 || c >= n) {
            throw new IllegalArgumentException("a " + m + " x " + n + " board from row " + r + ", column " + c
                    + " is outside the statement's constraints");
        }
        this.m = m;
        this.n = n;
        this.path = new int[m * n];
        path[0] = r * n + c;
        if (!extend(1 << path[0], 1)) {
            throw new IllegalArgumentException("no tour of the " + m + " x " + n + " board starts at row " + r
                    + ", column " + c + ", but the statement promises one");
        }
        int[][] board = new int[m][n];
        for (int step = 0; step < m * n; step++) {
            board[path[step] / n][path[step] % n] = step;
        }
        return board;
    }

    private boolean extend(int visited, int steps) {
        if (steps == m * n) {
            return true;
        }
        int cell = path[steps - 1];
        long state = (long) visited << 5 | cell;
        if (dead.contains(state)) {
            return false;
        }
        int r = cell / n;
        int c = cell % n;
        for (int dr = -2; dr <= 2; dr++) {
            for (int dc = -2; dc <= 2; dc++) {
                int nr = r + dr;
                int nc = c + dc;
                if (Math.abs(dr * dc) == 2 && nr >= 0 && nr < m && nc >= 0 && nc < n
                        && (visited >> (nr * n + nc) & 1) == 0) {
                    path[steps] = nr * n + nc;
                    if (extend(visited | 1 << (nr * n + nc), steps + 1)) {
                        return true;
                    }
                }
            }
        }
        dead.add(state);
        return false;
    }
}
