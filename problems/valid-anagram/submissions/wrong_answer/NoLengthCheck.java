/**
 * Wrong: counts the letters of s, then takes each letter of t off its count and fails only when
 * a count goes below zero. That proves every letter of t is in s, not that nothing of s is left
 * over: "ab" and "a" pass. A length check (or a final check that every count is zero) is
 * missing.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        int[] count = new int[26];
        for (char c : s.toCharArray()) {
            count[c - 'a']++;
        }
        for (char c : t.toCharArray()) {
            if (--count[c - 'a'] < 0) {
                return false;
            }
        }
        return true;   // s may still have letters left
    }
}
