import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Correct but too slow: a HashSet answers search at once, but startsWith checks the prefix
 * against every word inserted so far, one by one. With 10^4 long words that share their start,
 * every prefix query compares dozens of letters ten thousand times.
 */
class Trie {
    private final Set<String> words = new HashSet<>();
    private final List<String> inOrder = new ArrayList<>();

    public Trie() {
    }

    public void insert(String word) {
        if (words.add(word)) {
            inOrder.add(word);
        }
    }

    public boolean search(String word) {
        return words.contains(word);
    }

    public boolean startsWith(String prefix) {
        for (String word : inOrder) {
            if (word.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
