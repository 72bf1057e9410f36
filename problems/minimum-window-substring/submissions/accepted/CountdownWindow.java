/**
 * A sliding window with one array of counts: {@code need[c]} starts as the number of c's in t and
 * goes down as c enters the window (below zero for surplus copies), and {@code missing} counts the
 * letters of t the window still lacks. The right end moves one letter at a time; whenever nothing
 * is missing, the window is recorded if shorter than the best, and its left letter leaves, until a
 * needed letter is missing again. Each letter enters and leaves once: O(m + n) time, O(1) extra
 * space (128 counts), plus the answer.
 */
class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) {
            need[t.charAt(i)]++;
        }
        int missing = t.length();
        int bestStart = 0;
        int bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) {
                missing--;
            }
            while (missing == 0) {
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                if (++need[s.charAt(left)] > 0) {
                    missing++;
                }
                left++;
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}
