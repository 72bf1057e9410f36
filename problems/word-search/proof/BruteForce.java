/**
 * The proof of this package's expected outputs (validate runs it on every test): it lists every
 * simple path of side-adjacent cells that spells the first i letters, as (cells used, last cell),
 * breadth first, one letter at a time, until the word is spelled or no path is left; the accepted
 * submissions search depth first. It also checks the input against the statement's constraints.
 */
class Solution {
    public boolean exist(char[][] board, String word) {
        int rows = board.length;
        require(rows >= 1 && rows <= 6, board.length + " rows, not 1..6");
        int cols = board[0].length;
        require(cols >= 1 && cols <= 6, cols + " columns, not 1..6");
        for (char[] row : board) {
            require(row.length == cols, "rows of different lengths");
            require(new String(row).matches("[A-Za-z]+"), "a cell that is not an English letter");
        }
        require(word.matches("[A-Za-z]{1,15}"), "word = \"" + word + "\" is not 1 to 15 English letters");

        int[] stepRow = {-1, 1, 0, 0};
        int[] stepCol = {0, 0, -1, 1};
        // a path is (mask of used cells) << 6 | last cell; 36 cells and 6 bits fit in a long
        long[] level = new long[rows * cols];
        int size = 0;
        for (int cell = 0; cell < rows * cols; cell++) {
            if (board[cell / cols][cell % cols] == word.charAt(0)) {
                level[size++] = (1L << cell) << 6 | cell;
            }
        }
        for (int i = 1; i < word.length() && size > 0; i++) {
            long[] next = new long[size * 4];
            int nextSize = 0;
            for (int s = 0; s < size; s++) {
                long used = level[s] >>> 6;
                int cell = (int) (level[s] & 63);
                for (int d = 0; d < 4; d++) {
                    int r = cell / cols + stepRow[d];
                    int c = cell % cols + stepCol[d];
                    int target = r * cols + c;
                    if (r >= 0 && r < rows && c >= 0 && c < cols && (used >>> target & 1) == 0
                            && board[r][c] == word.charAt(i)) {
                        next[nextSize++] = (used | 1L << target) << 6 | target;
                    }
                }
            }
            level = next;
            size = nextSize;
        }
        return size > 0;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
