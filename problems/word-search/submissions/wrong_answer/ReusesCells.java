/**
 * Wrong: follows neighbouring letters but never remembers which cells the path has used, so it
 * may step back onto a cell it has already spelled a letter with (A, B, C and back to the same B).
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean exist(char[][] board, String word) {
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                if (search(board, word, 0, r, c)) {
                    return true;
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
        return search(board, word, i + 1, r + 1, c)
                || search(board, word, i + 1, r - 1, c)
                || search(board, word, i + 1, r, c + 1)
                || search(board, word, i + 1, r, c - 1);
    }
}
