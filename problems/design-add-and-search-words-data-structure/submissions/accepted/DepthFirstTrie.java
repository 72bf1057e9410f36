/**
 * A trie with 26 children per node and an end-of-word mark. addWord walks down, creating nodes.
 * search walks down letter by letter; at a '.' it tries every child that exists, depth first, and
 * at the end of the pattern it asks for the mark. O(L) per addWord; per search O(L) without dots
 * and at most 26^d * L with d dots (d <= 2).
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
        return false;
    }
}
