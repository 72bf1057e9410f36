import java.util.ArrayList;
import java.util.List;

/**
 * Correct but too slow: runs Word Search (one word, depth-first from every cell, marking cells in
 * use) once for each word. Words that share a long beginning repeat the same walks: with 30000
 * words that all begin with six a's on a board of a's, each word retraces thousands of paths.
 */
class Solution {
    public List<String> findWords(char[][] board, String[] words) {
        List<String> found = new ArrayList<>();
        for (String word : words) {
            if (exist(board, word)) {
                found.add(word);
            }
        }
        return found;
    }

    private boolean exist(char[][] board, String word) {
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
