/**
 * The textbook trie: each node has 26 child slots, one per letter, and a flag saying whether a
 * word ends there. insert walks down, creating missing nodes, and sets the flag; search and
 * startsWith walk down the same way and differ only at the end: search needs the flag,
 * startsWith only needs the path. O(length) per call.
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
        for (int i = 0; i < word.length(); i++) {
            int letter = word.charAt(i) - 'a';
            if (node.next[letter] == null) {
                node.next[letter] = new Node();
            }
            node = node.next[letter];
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

    /** The node the letters lead to, or null where the path stops. */
    private Node walk(String letters) {
        Node node = root;
        for (int i = 0; i < letters.length() && node != null; i++) {
            node = node.next[letters.charAt(i) - 'a'];
        }
        return node;
    }
}
