/**
 * Run-time error: the recurrence uses a row and a column for the empty prefixes, but the table is
 * allocated as new int[n][m] instead of new int[n + 1][m + 1]. Reading lcs[n][m] at the end (or
 * writing row n before it) throws ArrayIndexOutOfBoundsException on every input.
 *
 * @expected-message ArrayIndexOutOfBoundsException
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int n = text1.length();
        int m = text2.length();
        int[][] lcs = new int[n][m];             // should be new int[n + 1][m + 1]
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
