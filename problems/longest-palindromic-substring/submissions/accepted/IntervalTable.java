/**
 * Dynamic programming over intervals: pal[i][j] says whether s[i..j] is a palindrome, which holds
 * when its two ends match and the inside s[i+1..j-1] is a palindrome (or has at most one letter).
 * Filling i from the right makes pal[i + 1][j - 1] ready when it is read. The longest true entry
 * is the answer. Time O(n^2), space O(n^2) booleans (a megabyte at n = 1000).
 */
class Solution {
    public String longestPalindrome(String s) {
        int n = s.length();
        boolean[][] pal = new boolean[n][n];
        int bestStart = 0;
        int bestLength = 1;
        for (int i = n - 1; i >= 0; i--) {
            for (int j = i; j < n; j++) {
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 3 || pal[i + 1][j - 1]);
                if (pal[i][j] && j - i + 1 > bestLength) {
                    bestLength = j - i + 1;
                    bestStart = i;
                }
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }
}
