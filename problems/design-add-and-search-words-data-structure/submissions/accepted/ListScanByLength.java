import java.util.*;

/**
 * No trie: the words go into a set (no duplicates), in buckets by length. search compares the
 * pattern with every word of its length, letter by letter, a '.' matching any letter. O(1)
 * amortised per addWord; O(m * L) per search for m words of the pattern's length. At LeetCode's
 * largest input (10^4 calls) this is a few times 10^8 letter comparisons at worst, which fits in
 * the time limit here.
 */
class WordDictionary {
    private final Set<String> seen = new HashSet<>();
    private final Map<Integer, List<String>> byLength = new HashMap<>();

    public WordDictionary() {
    }

    public void addWord(String word) {
        if (seen.add(word)) {
            byLength.computeIfAbsent(word.length(), k -> new ArrayList<>()).add(word);
        }
    }

    public boolean search(String word) {
        for (String candidate : byLength.getOrDefault(word.length(), List.of())) {
            boolean same = true;
            for (int i = 0; i < word.length() && same; i++) {
                same = word.charAt(i) == '.' || word.charAt(i) == candidate.charAt(i);
            }
            if (same) {
                return true;
            }
        }
        return false;
    }
}
