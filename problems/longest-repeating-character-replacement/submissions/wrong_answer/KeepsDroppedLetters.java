/**
 * Wrong: moves the window's left end without taking the dropped letter out of its count. The
 * counts then include letters outside the window, the commonest count is too high, and windows
 * that need more than k replacements pass: in "AABABBA" with k = 1 it accepts "BABBA", which
 * needs 2.
 *
 * @expected-message expected 4, got 5
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int left = 0;
        int maxCount = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            maxCount = Math.max(maxCount, ++count[s.charAt(right) - 'A']);
            while (right - left + 1 - maxCount > k) {
                left++;   // missing: count[s.charAt(left) - 'A']-- before moving on
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
