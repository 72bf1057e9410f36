/**
 * Wrong: a trie search in which a '.' may also match nothing, as if it were optional (a regular
 * expression's "?"): at a dot it tries every child and also skipping the dot. Then "bad." matches
 * the word "bad". A dot stands for exactly one letter.
 *
 * @expected-message A dot stands for exactly one letter
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
            if (child != null && matches(child, word, i + 1)) {
                return true;
            }
        }
        return matches(node, word, i + 1);   // the dot matching nothing: wrong
    }
}
