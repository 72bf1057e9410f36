/**
 * Depth-first search from every cell, marking a used cell in the board itself ('#', which is not
 * a letter) and restoring its letter on the way back. Before searching it counts letters: a word
 * longer than the board, or needing more of some letter than the board has, is rejected at once;
 * and when the word's last letter is rarer on the board than its first, the word is searched
 * backwards, so that fewer starts are tried.
 */
class Solution {
    public boolean exist(char[][] board, String word) {
        int rows = board.length;
        int cols = board[0].length;
        if (word.length() > rows * cols) {
            return false;
        }
        int[] onBoard = new int[128];
        for (char[] row : board) {
            for (char ch : row) {
                onBoard[ch]++;
            }
        }
        int[] inWord = new int[128];
        for (char ch : word.toCharArray()) {
            if (++inWord[ch] > onBoard[ch]) {
                return false;
            }
        }
        char[] letters = word.toCharArray();
        if (onBoard[letters[letters.length - 1]] < onBoard[letters[0]]) {
            letters = new StringBuilder(word).reverse().toString().toCharArray();
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (search(board, letters, 0, r, c)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean search(char[][] board, char[] letters, int i, int r, int c) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != letters[i]) {
            return false;
        }
        if (i == letters.length - 1) {
            return true;
        }
        char saved = board[r][c];
        board[r][c] = '#';
        boolean found = search(board, letters, i + 1, r + 1, c)
                || search(board, letters, i + 1, r - 1, c)
                || search(board, letters, i + 1, r, c + 1)
                || search(board, letters, i + 1, r, c - 1);
        board[r][c] = saved;
        return found;
    }
}
