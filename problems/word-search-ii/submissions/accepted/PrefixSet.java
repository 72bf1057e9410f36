import java.util.ArrayList;
import java.util.List;

/**
 * No trie: every beginning of every word (at most 3 * 10^5 of them), each written as a number in
 * base 27, goes into one hash table, marked as a whole word where it is one. A depth-first search
 * from every cell, with the cells in use in a boolean grid, extends the number read so far by each
 * neighbour's letter and stops as soon as the number is no word's beginning. A word found is
 * marked found in the table, so a word spelled along many paths is listed once. (The table is
 * open addressing over longs: boxing a Long for each of millions of look-ups would cost more
 * than the search itself.)
 */
class Solution {
    private static final byte PREFIX = 1;
    private static final byte WORD = 2;
    private static final byte FOUND = 3;

    private long[] keys;
    private byte[] kinds;
    private int mask;
    private boolean[][] used;
    private char[][] board;

    public List<String> findWords(char[][] board, String[] words) {
        int size = Integer.highestOneBit(words.length * 10 * 2) << 1;
        keys = new long[size];
        kinds = new byte[size];
        mask = size - 1;
        for (String word : words) {
            long code = 0;
            for (int i = 0; i < word.length(); i++) {
                code = code * 27 + (word.charAt(i) - 'a' + 1);
                int slot = slot(code);
                keys[slot] = code;
                if (kinds[slot] == 0) {
                    kinds[slot] = PREFIX;
                }
            }
            kinds[slot(code)] = WORD;
        }
        this.board = board;
        used = new boolean[board.length][board[0].length];
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                dfs(r, c, 0L);
            }
        }
        List<String> answer = new ArrayList<>();
        for (String word : words) {
            long code = 0;
            for (int i = 0; i < word.length(); i++) {
                code = code * 27 + (word.charAt(i) - 'a' + 1);
            }
            if (kinds[slot(code)] == FOUND) {
                answer.add(word);
            }
        }
        return answer;
    }

    private void dfs(int r, int c, long read) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || used[r][c]) {
            return;
        }
        long code = read * 27 + (board[r][c] - 'a' + 1);
        int slot = slot(code);
        if (kinds[slot] == 0) {
            return;   // no word begins with the letters read
        }
        if (kinds[slot] == WORD) {
            kinds[slot] = FOUND;
        }
        used[r][c] = true;
        dfs(r + 1, c, code);
        dfs(r - 1, c, code);
        dfs(r, c + 1, code);
        dfs(r, c - 1, code);
        used[r][c] = false;
    }

    /** The slot holding code, or the free slot where it would go (linear probing). */
    private int slot(long code) {
        int i = (int) ((code * 0x9E3779B97F4A7C15L) >>> 32) & mask;
        while (kinds[i] != 0 && keys[i] != code) {
            i = (i + 1) & mask;
        }
        return i;
    }
}
