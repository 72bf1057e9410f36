import java.util.HashSet;
import java.util.Set;

/**
 * Correct but too slow: checks every substring s[i..j] for a repeated character with a fresh set,
 * and keeps the longest that has none. About n^2 / 2 = 1.25 * 10^9 substrings for
 * n = 5 * 10^4, each checked from its start: cubic work where LeetCode expects one pass.
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        int best = 0;
        for (int i = 0; i < s.length(); i++) {
            for (int j = i; j < s.length(); j++) {
                if (allDifferent(s, i, j)) {
                    best = Math.max(best, j - i + 1);
                }
            }
        }
        return best;
    }

    private boolean allDifferent(String s, int from, int to) {
        Set<Character> seen = new HashSet<>();
        for (int k = from; k <= to; k++) {
            if (!seen.add(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }
}
