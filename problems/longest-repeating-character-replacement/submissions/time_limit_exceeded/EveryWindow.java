/**
 * Correct but too slow: for each start, grows the window one letter at a time, keeping the letter
 * counts and the commonest count, and records every window that needs at most k replacements.
 * n(n+1)/2 windows, 5 * 10^9 for n = 10^5, where LeetCode expects one pass.
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int best = 0;
        for (int start = 0; start < s.length(); start++) {
            int[] count = new int[26];
            int maxCount = 0;
            for (int end = start; end < s.length(); end++) {
                maxCount = Math.max(maxCount, ++count[s.charAt(end) - 'A']);
                if (end - start + 1 - maxCount <= k) {
                    best = Math.max(best, end - start + 1);
                }
            }
        }
        return best;
    }
}
