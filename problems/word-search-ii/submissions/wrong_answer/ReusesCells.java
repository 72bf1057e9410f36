import java.util.ArrayList;
import java.util.List;

/**
 * Wrong: follows the trie from neighbour to neighbour but never marks the cells the path has
 * used, so a word may step back onto a cell it has already spelled a letter with (a, b and back
 * to the same a). It does list each word once.
 *
 * @expected-message unexpected (1): "aba"
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
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length) {
            return;
        }
        Node node = parent.next[board[r][c] - 'a'];
        if (node == null) {
            return;
        }
        if (node.word != null) {
            found.add(node.word);
            node.word = null;
        }
        // missing: mark board[r][c] as used here, and put the letter back after the four calls
        search(board, r + 1, c, node);
        search(board, r - 1, c, node);
        search(board, r, c + 1, node);
        search(board, r, c - 1, node);
    }
}
