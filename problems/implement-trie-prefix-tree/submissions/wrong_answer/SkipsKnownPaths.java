/**
 * Wrong: insert first asks startsWith(word) and returns at once when the path is already there,
 * taking that to mean the word is already stored. A word that is the beginning of an earlier one
 * ("ca" after "car") is never marked as a word, so searching for it stays false.
 *
 * @expected-message call 7: search("ca") returned false, expected true
 */
class Trie {
    private static final class Node {
        final Node[] next = new Node[26];
        boolean endsWord;
    }

    private final Node root = new Node();

    public Trie() {
    }

    public void insert(String word) {
        if (startsWith(word)) {
            return;   // the path exists, but the end-of-word mark may not
        }
        Node node = root;
        for (char ch : word.toCharArray()) {
            if (node.next[ch - 'a'] == null) {
                node.next[ch - 'a'] = new Node();
            }
            node = node.next[ch - 'a'];
        }
        node.endsWord = true;
    }

    public boolean search(String word) {
        Node node = walk(word);
        return node != null && node.endsWord;
    }

    public boolean startsWith(String prefix) {
        return walk(prefix) != null;
    }

    private Node walk(String letters) {
        Node node = root;
        for (char ch : letters.toCharArray()) {
            node = node.next[ch - 'a'];
            if (node == null) {
                return null;
            }
        }
        return node;
    }
}
