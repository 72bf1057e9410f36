/**
 * Wrong: startsWith is written as a copy of search, end-of-word check included, so it is true
 * only when the prefix is itself an inserted word, and false for the beginning of a longer one
 * ("ca" after inserting "car").
 *
 * @expected-message call 5: startsWith("ca") returned false, expected true
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
        Node node = walk(prefix);
        return node != null && node.endsWord;   // should be: return node != null;
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
