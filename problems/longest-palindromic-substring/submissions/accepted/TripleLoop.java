/**
 * Checks every substring: for each start i and end j, two pointers walk inwards from both ends
 * (stopping at the first mismatch), and the longest palindrome seen is kept. There are
 * n(n+1)/2 substrings and each check is up to n/2 steps, so the time is O(n^3) in the worst case
 * (all characters equal: about n^3 / 12 comparisons, 8 * 10^7 at n = 1000), with O(1) extra space.
 * LeetCode accepts this in Java, so it is accepted here too; it is much slower than the others.
 */
class Solution {
    public String longestPalindrome(String s) {
        int n = s.length();
        int bestStart = 0;
        int bestLength = 1;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                if (isPalindrome(s, i, j) && j - i + 1 > bestLength) {
                    bestStart = i;
                    bestLength = j - i + 1;
                }
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }

    private boolean isPalindrome(String s, int left, int right) {
        while (left < right) {
            if (s.charAt(left++) != s.charAt(right--)) {
                return false;
            }
        }
        return true;
    }
}
