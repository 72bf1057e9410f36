import java.util.HashMap;
import java.util.Map;

/**
 * Counts the characters of s in a hash map, then takes each character of t off its count,
 * failing as soon as one is missing; equal lengths then mean nothing is left over. Works for any
 * characters, not only 'a'..'z' (the follow-up). O(n) time on average, O(k) space for k distinct
 * characters.
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) {
            return false;
        }
        Map<Character, Integer> count = new HashMap<>();
        for (char c : s.toCharArray()) {
            count.merge(c, 1, Integer::sum);
        }
        for (char c : t.toCharArray()) {
            int left = count.getOrDefault(c, 0);
            if (left == 0) {
                return false;
            }
            count.put(c, left - 1);
        }
        return true;
    }
}
