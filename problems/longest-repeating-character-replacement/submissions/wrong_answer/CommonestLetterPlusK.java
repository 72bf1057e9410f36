/**
 * Wrong: counts the commonest letter in the whole string and adds k (capped at the length), as if
 * its copies were next to each other. Replacements must make one block of consecutive equal
 * letters: in "AABABBA" there are four As, but with k = 1 no window of 5 can be made all A.
 *
 * @expected-message expected 4, got 5
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int maxCount = 0;
        for (int i = 0; i < s.length(); i++) {
            maxCount = Math.max(maxCount, ++count[s.charAt(i) - 'A']);
        }
        return Math.min(s.length(), maxCount + k);
    }
}
