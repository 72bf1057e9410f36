/**
 * Wrong: a trie with no mark for where a word ends, so search can only ask whether the path
 * exists, which is startsWith's question. It says true for the beginning of any inserted word
 * ("ca" after inserting "car").
 *
 * @expected-message call 4: search("ca") returned true, expected false
 */
class Trie {
    private static final class Node {
        final Node[] next = new Node[26];
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
    }

    public boolean search(String word) {
        return startsWith(word);   // no way to tell a word from a prefix
    }

    public boolean startsWith(String prefix) {
        Node node = root;
        for (char ch : prefix.toCharArray()) {
            node = node.next[ch - 'a'];
            if (node == null) {
                return false;
            }
        }
        return true;
    }
}
