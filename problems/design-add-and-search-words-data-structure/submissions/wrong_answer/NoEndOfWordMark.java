/**
 * Wrong: the trie has no end-of-word mark, so search is true as soon as the pattern's letters lead
 * to a node, even when that node is only inside a longer word: after addWord("bad"), search("ba")
 * and search("b.") are true.
 *
 * @expected-message ba is only the start of bad
 */
class WordDictionary {
    private static final class Node {
        final Node[] next = new Node[26];
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
    }

    public boolean search(String word) {
        return matches(root, word, 0);
    }

    private boolean matches(Node node, String word, int i) {
        if (i == word.length()) {
            return true;   // should ask whether a word ends here
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
        return false;
    }
}
