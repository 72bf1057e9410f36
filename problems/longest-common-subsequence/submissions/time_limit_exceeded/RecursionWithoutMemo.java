/**
 * Correct but too slow: the recursion of the memoised solution without the memo. On a mismatch it
 * tries dropping either letter, and both branches meet again at the same pairs of suffixes, which
 * are solved again each time: up to C(n + m, n) calls, about 10^11 already for two 20-letter texts
 * with nothing in common, and hopeless at 1000 letters.
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        return lcs(text1, text2, 0, 0);
    }

    private int lcs(String text1, String text2, int i, int j) {
        if (i == text1.length() || j == text2.length()) {
            return 0;
        }
        if (text1.charAt(i) == text2.charAt(j)) {
            return 1 + lcs(text1, text2, i + 1, j + 1);
        }
        return Math.max(lcs(text1, text2, i + 1, j), lcs(text1, text2, i, j + 1));
    }
}
