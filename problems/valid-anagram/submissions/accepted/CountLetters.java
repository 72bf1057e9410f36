/**
 * Counts each letter of s up and each letter of t down in one array of 26 counters; the strings
 * are anagrams exactly when every counter ends at zero. Strings of different lengths are rejected
 * at once. O(n) time, O(1) space (26 counters).
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) {
            return false;
        }
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) {
            count[s.charAt(i) - 'a']++;
            count[t.charAt(i) - 'a']--;
        }
        for (int c : count) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }
}
