/**
 * Wrong: searches correctly from a start cell, but returns the result of the first cell that
 * holds the word's first letter, instead of going on to the next start when that one fails.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean exist(char[][] board, String word) {
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                if (board[r][c] == word.charAt(0)) {
                    return search(board, word, 0, r, c);   // should be: if (search(...)) return true;
                }
            }
        }
        return false;
    }

    private boolean search(char[][] board, String word, int i, int r, int c) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != word.charAt(i)) {
            return false;
        }
        if (i == word.length() - 1) {
            return true;
        }
        char saved = board[r][c];
        board[r][c] = '#';
        boolean found = search(board, word, i + 1, r + 1, c)
                || search(board, word, i + 1, r - 1, c)
                || search(board, word, i + 1, r, c + 1)
                || search(board, word, i + 1, r, c - 1);
        board[r][c] = saved;
        return found;
    }
}
