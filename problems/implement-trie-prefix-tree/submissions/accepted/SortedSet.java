import java.util.TreeSet;

/**
 * No tree of letters: the words are kept in a TreeSet, sorted alphabetically. search is a look-up.
 * For startsWith, the words beginning with a prefix sit together in alphabetical order, right
 * where the prefix itself would go, so the first word at or after the prefix (ceiling) begins
 * with it if any word does. O(length * log n) per call.
 */
class Trie {
    private final TreeSet<String> words = new TreeSet<>();

    public Trie() {
    }

    public void insert(String word) {
        words.add(word);
    }

    public boolean search(String word) {
        return words.contains(word);
    }

    public boolean startsWith(String prefix) {
        String first = words.ceiling(prefix);
        return first != null && first.startsWith(prefix);
    }
}
