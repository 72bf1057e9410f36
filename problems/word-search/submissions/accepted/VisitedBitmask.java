/**
 * Plain backtracking without any pruning: the cells used by the current path are the bits of a
 * long (bit r * columns + c), passed down by value, so nothing needs undoing. Even the worst
 * input (a 6 x 6 board of As and a 15-letter word of As ending in a missing B) is only about four
 * million partial paths, well inside the limit.
 */
class Solution {
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    public boolean exist(char[][] board, String word) {
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                if (extend(board, word, 0, r, c, 0L)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Can word[i..] be spelled starting at (r, c), avoiding the cells in used? */
    private boolean extend(char[][] board, String word, int i, int r, int c, long used) {
        int cols = board[0].length;
        long bit = 1L << (r * cols + c);
        if ((used & bit) != 0 || board[r][c] != word.charAt(i)) {
            return false;
        }
        if (i == word.length() - 1) {
            return true;
        }
        for (int[] step : STEPS) {
            int nr = r + step[0];
            int nc = c + step[1];
            if (nr >= 0 && nr < board.length && nc >= 0 && nc < cols
                    && extend(board, word, i + 1, nr, nc, used | bit)) {
                return true;
            }
        }
        return false;
    }
}
