import java.util.ArrayList;
import java.util.List;

/**
 * Wrong: when the letters read so far complete a word, it records the word and returns, as if a
 * path ended with its word. A longer word that goes on from there ("seat" after "sea") is never
 * reached, although the trie holds it.
 *
 * @expected-message missing (1): "seat"
 */
class Solution {
    private static final class Node {
        final Node[] next = new Node[26];
        String word;
    }

    private final List<String> found = new ArrayList<>();

    public List<String> findWords(char[][] board, String[] words) {
        Node root = new Node();
        for (String word : words) {
            Node node = root;
            for (char ch : word.toCharArray()) {
                if (node.next[ch - 'a'] == null) {
                    node.next[ch - 'a'] = new Node();
                }
                node = node.next[ch - 'a'];
            }
            node.word = word;
        }
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                search(board, r, c, root);
            }
        }
        return found;
    }

    private void search(char[][] board, int r, int c, Node parent) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] == '#') {
            return;
        }
        char letter = board[r][c];
        Node node = parent.next[letter - 'a'];
        if (node == null) {
            return;
        }
        if (node.word != null) {
            found.add(node.word);
            node.word = null;
            return;   // wrong: longer words may go on from here
        }
        board[r][c] = '#';
        search(board, r + 1, c, node);
        search(board, r - 1, c, node);
        search(board, r, c + 1, node);
        search(board, r, c - 1, node);
        board[r][c] = letter;
    }
}
