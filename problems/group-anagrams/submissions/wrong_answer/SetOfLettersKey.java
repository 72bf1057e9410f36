import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Wrong: keys each word by which letters it uses (a 26-letter mask), not how many times. "aab"
 * and "abb" both use {a, b} and land in one group, though they are not anagrams.
 *
 * @expected-message expected 2 elements in any order, got 1: 2 missing, 1 unexpected (positions in your list, counted from 1) missing (2): ["abb","bab"] ["aab","aba"] unexpected (1): ["aab","abb","bab","aba"] at 1
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<Integer, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            int mask = 0;
            for (char c : word.toCharArray()) {
                mask |= 1 << (c - 'a');
            }
            groups.computeIfAbsent(mask, k -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(groups.values());
    }
}
