/**
 * Wrong: marks a cell as used ('#') when the path enters it, but never puts the letter back when
 * the attempt fails. Cells visited by a dead end stay blocked for every later attempt, from the
 * same start or another one, so a word whose path crosses an earlier dead end is not found.
 *
 * @expected-message expected true, got false
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
        if (i == word.length()) {
            return true;
        }
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != word.charAt(i)) {
            return false;
        }
        board[r][c] = '#';   // never restored: board[r][c] = word.charAt(i) is missing before returning false
        return search(board, word, i + 1, r + 1, c)
                || search(board, word, i + 1, r - 1, c)
                || search(board, word, i + 1, r, c + 1)
                || search(board, word, i + 1, r, c - 1);
    }
}
