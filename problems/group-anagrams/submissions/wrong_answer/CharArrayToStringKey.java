import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Wrong: sorts each word's letters, then makes the key with letters.toString(). An array's
 * toString() is not its contents but its type and identity, such as "[C@1b6d3586", different
 * for every array, so every word ends up in a group of its own.
 *
 * @expected-message expected 3 elements in any order, got 6: 2 missing, 5 unexpected
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            String key = letters.toString();   // should be new String(letters) or String.valueOf(letters)
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(groups.values());
    }
}
