import java.util.ArrayList;
import java.util.List;

/**
 * The words go into a trie; one depth-first search from every cell follows the trie down as it
 * reads letters, so words sharing a beginning share the walk. A cell in use holds '#' until the
 * search returns from it. A word is taken out of the trie when found (so it is listed once), and
 * a trie node left with no word below it is cut off its parent, so the search stops entering it.
 */
class Solution {
    private static final class Node {
        final Node[] next = new Node[26];
        String word;      // the word that ends here, until it is found
        int below;        // how many words not yet found end at or below this node
    }

    private final List<String> found = new ArrayList<>();

    public List<String> findWords(char[][] board, String[] words) {
        Node root = new Node();
        for (String word : words) {
            Node node = root;
            node.below++;
            for (char ch : word.toCharArray()) {
                if (node.next[ch - 'a'] == null) {
                    node.next[ch - 'a'] = new Node();
                }
                node = node.next[ch - 'a'];
                node.below++;
            }
            node.word = word;
        }
        for (int r = 0; r < board.length && root.below > 0; r++) {
            for (int c = 0; c < board[0].length; c++) {
                search(board, r, c, root);
            }
        }
        return found;
    }

    /** Goes on from parent by the letter at (r, c); returns how many words it found below. */
    private int search(char[][] board, int r, int c, Node parent) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] == '#') {
            return 0;
        }
        char letter = board[r][c];
        Node node = parent.next[letter - 'a'];
        if (node == null) {
            return 0;
        }
        int count = 0;
        if (node.word != null) {
            found.add(node.word);
            node.word = null;
            count++;
        }
        board[r][c] = '#';
        if (node.below > count) {
            count += search(board, r + 1, c, node);
            count += search(board, r - 1, c, node);
            count += search(board, r, c + 1, node);
            count += search(board, r, c - 1, node);
        }
        board[r][c] = letter;
        node.below -= count;
        if (node.below == 0) {
            parent.next[letter - 'a'] = null;   // nothing left to find this way: prune it
        }
        return count;
    }
}
