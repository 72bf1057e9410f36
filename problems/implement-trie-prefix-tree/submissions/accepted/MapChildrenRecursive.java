import java.util.HashMap;
import java.util.Map;

/**
 * A trie whose nodes keep only the children they have, in a HashMap from letter to node, and
 * whose operations recurse: each call handles one letter and passes the rest of the word down
 * (by index, so no substrings are copied). A 2000-letter word is 2000 nested calls.
 */
class Trie {
    private static final class Node {
        final Map<Character, Node> children = new HashMap<>();
        boolean endsWord;
    }

    private final Node root = new Node();

    public Trie() {
    }

    public void insert(String word) {
        insert(root, word, 0);
    }

    public boolean search(String word) {
        return find(root, word, 0, true);
    }

    public boolean startsWith(String prefix) {
        return find(root, prefix, 0, false);
    }

    private void insert(Node node, String word, int i) {
        if (i == word.length()) {
            node.endsWord = true;
            return;
        }
        insert(node.children.computeIfAbsent(word.charAt(i), letter -> new Node()), word, i + 1);
    }

    private boolean find(Node node, String letters, int i, boolean wholeWord) {
        if (i == letters.length()) {
            return !wholeWord || node.endsWord;
        }
        Node child = node.children.get(letters.charAt(i));
        return child != null && find(child, letters, i + 1, wholeWord);
    }
}
