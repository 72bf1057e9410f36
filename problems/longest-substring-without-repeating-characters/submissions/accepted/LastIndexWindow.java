/**
 * A sliding window that jumps: {@code last[c]} is the index where character c was last seen. When
 * the character at {@code right} was seen inside the window, the window's left end moves just past
 * that sighting, and never backwards (a sighting left of the window is no repeat), hence the
 * Math.max. Every character is printable ASCII, below 128. O(n) time, O(1) extra space (128 ints).
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        int[] last = new int[128];
        java.util.Arrays.fill(last, -1);
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            left = Math.max(left, last[c] + 1);
            last[c] = right;
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
