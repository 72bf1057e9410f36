/**
 * For each start, extends the substring to the right until a character repeats. Quadratic in
 * form, but no substring without repeats is longer than the 95 printable characters, so each
 * start stops within 96 steps: O(n * 95) in all, about 5 * 10^6 steps for n = 5 * 10^4, which
 * LeetCode accepts too.
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        int best = 0;
        for (int start = 0; start < s.length(); start++) {
            boolean[] seen = new boolean[128];
            int end = start;
            while (end < s.length() && !seen[s.charAt(end)]) {
                seen[s.charAt(end)] = true;
                end++;
            }
            best = Math.max(best, end - start);
        }
        return best;
    }
}
