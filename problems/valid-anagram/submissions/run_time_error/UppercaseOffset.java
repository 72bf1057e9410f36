/**
 * Fails at run time: indexes the 26 counters by c - 'A' instead of c - 'a'. Lowercase letters
 * are 32 codes above uppercase ones, so 'a' lands on index 32 of an array of 26.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 32 out of bounds for length 26
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) {
            return false;
        }
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) {
            count[s.charAt(i) - 'A']++;   // should be - 'a'
            count[t.charAt(i) - 'A']--;
        }
        for (int c : count) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }
}
