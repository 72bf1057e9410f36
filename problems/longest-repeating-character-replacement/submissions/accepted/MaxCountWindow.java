/**
 * A sliding window with a count per letter and {@code maxCount}, the highest count any letter has
 * reached in the window so far. The window [left, right] needs length - maxCount replacements;
 * when that is more than k, the window slides one step (left moves once as right moves once), so
 * its length never shrinks and is the best length found so far. maxCount is never lowered: it is
 * at least every count in the current window, so a window that needs at most k replacements is
 * never refused, and it was reached by a real window, so every window of up to maxCount + k
 * letters around that one is valid and a stale maxCount never claims a length that cannot be
 * had. O(n) time, O(1) extra space (26 counts).
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int left = 0;
        int maxCount = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            maxCount = Math.max(maxCount, ++count[s.charAt(right) - 'A']);
            if (right - left + 1 - maxCount > k) {
                count[s.charAt(left) - 'A']--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
