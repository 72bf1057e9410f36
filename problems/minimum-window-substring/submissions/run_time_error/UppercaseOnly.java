/**
 * Run-time error: keeps counts in an array of 26 indexed by {@code c - 'A'}, as if all letters
 * were uppercase, like those of example 1. s and t may hold lowercase letters too: 'a' - 'A' = 32,
 * and the array access throws ArrayIndexOutOfBoundsException.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 32 out of bounds for length 26
 */
class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[26];
        for (char c : t.toCharArray()) {
            need[c - 'A']++;
        }
        int missing = t.length();
        int bestStart = 0;
        int bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right) - 'A']-- > 0) {
                missing--;
            }
            while (missing == 0) {
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                if (++need[s.charAt(left++) - 'A'] > 0) {
                    missing++;
                }
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}
