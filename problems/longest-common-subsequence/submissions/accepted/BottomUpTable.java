/**
 * The classic table: lcs[i][j] is the length of a longest common subsequence of the first i
 * letters of text1 and the first j letters of text2. When their last letters are equal, a longest
 * one may end with that letter: lcs[i - 1][j - 1] + 1. Otherwise one of the two last letters is not
 * in it: the larger of lcs[i - 1][j] and lcs[i][j - 1]. Row 0 and column 0 are empty prefixes.
 * Time O(n * m), space O(n * m) (a million ints at the largest size).
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int n = text1.length();
        int m = text2.length();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                if (text1.charAt(i - 1) == text2.charAt(j - 1)) {
                    lcs[i][j] = lcs[i - 1][j - 1] + 1;
                } else {
                    lcs[i][j] = Math.max(lcs[i - 1][j], lcs[i][j - 1]);
                }
            }
        }
        return lcs[n][m];
    }
}
