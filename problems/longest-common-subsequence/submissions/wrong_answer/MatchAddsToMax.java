/**
 * Wrong: on equal last letters it adds 1 to max(lcs[i - 1][j], lcs[i][j - 1]) instead of to
 * lcs[i - 1][j - 1]. Those cells may already have used one of the two letters, which then counts
 * twice: "aa" and "a" have one letter in common, but this says 2.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int n = text1.length();
        int m = text2.length();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                int best = Math.max(lcs[i - 1][j], lcs[i][j - 1]);
                lcs[i][j] = text1.charAt(i - 1) == text2.charAt(j - 1) ? best + 1 : best;   // should be lcs[i - 1][j - 1] + 1
            }
        }
        return lcs[n][m];
    }
}
