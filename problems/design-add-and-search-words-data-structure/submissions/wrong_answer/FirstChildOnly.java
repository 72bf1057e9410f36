/**
 * Wrong: at a '.', returns what the first existing child answers instead of trying the others when
 * it fails. With "bad" and "bed" added, "b.d" goes down 'a' only; with "ab" and "bc", ".c" fails
 * at 'a' and never looks at 'b'.
 *
 * @expected-message only the second letter
 */
class WordDictionary {
    private static final class Node {
        final Node[] next = new Node[26];
        boolean word;
    }

    private final Node root = new Node();

    public WordDictionary() {
    }

    public void addWord(String word) {
        Node node = root;
        for (int i = 0; i < word.length(); i++) {
            int c = word.charAt(i) - 'a';
            if (node.next[c] == null) {
                node.next[c] = new Node();
            }
            node = node.next[c];
        }
        node.word = true;
    }

    public boolean search(String word) {
        return matches(root, word, 0);
    }

    private boolean matches(Node node, String word, int i) {
        if (i == word.length()) {
            return node.word;
        }
        char c = word.charAt(i);
        if (c != '.') {
            Node child = node.next[c - 'a'];
            return child != null && matches(child, word, i + 1);
        }
        for (Node child : node.next) {
            if (child != null) {
                return matches(child, word, i + 1);   // gives up on the other children
            }
        }
        return false;
    }
}
