import java.util.Arrays;

/**
 * Top-down: lcs(i, j) is the answer for the suffixes text1[i..] and text2[j..]. Equal first
 * letters are taken together (1 + lcs(i + 1, j + 1)); otherwise one of them is dropped, whichever
 * gives more. Each pair (i, j) is solved once and remembered (-1 while unknown): time O(n * m),
 * space O(n * m) for the memo, and a recursion at most n + m deep (2000 frames).
 */
class Solution {
    private int[][] memo;

    public int longestCommonSubsequence(String text1, String text2) {
        memo = new int[text1.length()][text2.length()];
        for (int[] row : memo) {
            Arrays.fill(row, -1);
        }
        return lcs(text1, text2, 0, 0);
    }

    private int lcs(String text1, String text2, int i, int j) {
        if (i == text1.length() || j == text2.length()) {
            return 0;
        }
        if (memo[i][j] >= 0) {
            return memo[i][j];
        }
        int best;
        if (text1.charAt(i) == text2.charAt(j)) {
            best = 1 + lcs(text1, text2, i + 1, j + 1);
        } else {
            best = Math.max(lcs(text1, text2, i + 1, j), lcs(text1, text2, i, j + 1));
        }
        memo[i][j] = best;
        return best;
    }
}
