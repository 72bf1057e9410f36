import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it walks every
 * simple path of 1 to 10 cells on the board, with no pruning at all, and looks up the letters
 * read so far (as a number in base 27) in a set of the words; the accepted submissions follow a
 * trie or a set of prefixes and stop where no word goes on. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    private char[][] board;
    private boolean[][] used;
    private Set<Long> wanted;
    private Set<Long> found;

    public List<String> findWords(char[][] board, String[] words) {
        require(board.length >= 1 && board.length <= 12, board.length + " rows, not 1..12");
        int cols = board[0].length;
        require(cols >= 1 && cols <= 12, cols + " columns, not 1..12");
        for (char[] row : board) {
            require(row.length == cols, "rows of different lengths");
            require(new String(row).matches("[a-z]+"), "a cell that is not a lowercase letter");
        }
        require(words.length >= 1 && words.length <= 30000, words.length + " words, not 1..30000");
        wanted = new HashSet<>();
        for (String word : words) {
            require(word.matches("[a-z]{1,10}"), "\"" + word + "\" is not 1 to 10 lowercase letters");
            require(wanted.add(code(word)), "\"" + word + "\" is listed twice");
        }
        this.board = board;
        used = new boolean[board.length][cols];
        found = new HashSet<>();
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < cols; c++) {
                walk(r, c, 0, 0L);
            }
        }
        List<String> answer = new ArrayList<>();
        for (String word : words) {
            if (found.contains(code(word))) {
                answer.add(word);
            }
        }
        return answer;
    }

    /** Every simple path that goes on from (r, c), having read `length` letters as `read`. */
    private void walk(int r, int c, int length, long read) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || used[r][c] || length == 10) {
            return;
        }
        long now = read * 27 + (board[r][c] - 'a' + 1);
        if (wanted.contains(now)) {
            found.add(now);
        }
        used[r][c] = true;
        walk(r + 1, c, length + 1, now);
        walk(r - 1, c, length + 1, now);
        walk(r, c + 1, length + 1, now);
        walk(r, c - 1, length + 1, now);
        used[r][c] = false;
    }

    /** A word of up to 10 letters as a number in base 27 (a = 1 .. z = 26): different words, different numbers. */
    private static long code(String word) {
        long code = 0;
        for (char ch : word.toCharArray()) {
            code = code * 27 + (ch - 'a' + 1);
        }
        return code;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
