import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fails at run time: adds each word to groups.get(key) without first creating the list for a key
 * seen for the first time. get returns null for it, and null.add throws.
 *
 * @expected-message java.lang.NullPointerException: Cannot invoke "java.util.List.add(Object)" because the return value of "java.util.Map.get(Object)" is null
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            String key = new String(letters);
            groups.get(key).add(word);   // missing: groups.putIfAbsent(key, new ArrayList<>());
        }
        return new ArrayList<>(groups.values());
    }
}
