import java.util.ArrayList;
import java.util.List;

/**
 * Wrong: a trie search that adds a word to the answer every time a path spells it. A word that
 * can be spelled along two paths (from two starts, or two ways from one start) is listed twice;
 * it should be taken out of the trie, or its end mark cleared, when found.
 *
 * @expected-message repeated (7): "aa" 8 times
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
            found.add(node.word);   // missing: node.word = null;
        }
        board[r][c] = '#';
        search(board, r + 1, c, node);
        search(board, r - 1, c, node);
        search(board, r, c + 1, node);
        search(board, r, c - 1, node);
        board[r][c] = letter;
    }
}
