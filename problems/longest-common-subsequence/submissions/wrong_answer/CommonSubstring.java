/**
 * Wrong: computes the longest common substring (letters next to each other in both texts)
 * instead of the longest common subsequence: on a mismatch it resets the run to 0 instead of
 * carrying over the best of dropping either letter. "ace" is a subsequence of "abcde", but their
 * longest common substring is a single letter.
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int n = text1.length();
        int m = text2.length();
        int[][] run = new int[n + 1][m + 1];
        int best = 0;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                if (text1.charAt(i - 1) == text2.charAt(j - 1)) {
                    run[i][j] = run[i - 1][j - 1] + 1;
                    best = Math.max(best, run[i][j]);
                }
                // missing: else run[i][j] = Math.max(run[i - 1][j], run[i][j - 1]) (and the answer is run[n][m])
            }
        }
        return best;
    }
}
