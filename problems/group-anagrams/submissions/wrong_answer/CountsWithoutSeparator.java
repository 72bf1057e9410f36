import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Wrong: keys each word by its 26 letter counts written one after the other in decimal, with
 * nothing between them. Counts of 1 and 11 give "111", and so do counts of 11 and 1: one a
 * with eleven b, and eleven a with one b, share a key.
 *
 * @expected-message expected 2 elements in any order, got 1: 2 missing, 1 unexpected (positions in your list, counted from 1) missing (2): ["aaaaaaaaaaab"] ["abbbbbbbbbbb","bbbbbbbbbbba"] unexpected (1): ["abbbbbbbbbbb","aaaaaaaaaaab","bbbbbbbbbbba"] at 1
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            int[] count = new int[26];
            for (char c : word.toCharArray()) {
                count[c - 'a']++;
            }
            StringBuilder key = new StringBuilder();
            for (int c : count) {
                key.append(c);   // needs a separator, such as key.append('#')
            }
            groups.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(groups.values());
    }
}
