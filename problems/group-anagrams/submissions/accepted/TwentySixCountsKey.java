import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups the words in a hash map keyed by their 26 letter counts, written as a string of 26
 * chars (count i as the char with code i; a count is at most 100, so each fits in one char and
 * no separator is needed). O(n (k + 26)) time, O(n k) space.
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            char[] count = new char[26];
            for (int i = 0; i < word.length(); i++) {
                count[word.charAt(i) - 'a']++;
            }
            groups.computeIfAbsent(new String(count), key -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(groups.values());
    }
}
