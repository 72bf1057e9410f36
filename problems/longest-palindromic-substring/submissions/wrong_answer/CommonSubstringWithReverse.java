/**
 * Wrong: takes the longest common substring of s and s reversed, with the usual table
 * common[i][j] = the length of the longest common suffix of s[..i) and reversed[..j). A palindrome
 * is such a common substring, but not every common substring is a palindrome: when s holds a
 * piece and, somewhere else, that piece reversed ("abacd" and "dcaba" in "abacdfgdcaba"), the
 * piece is common to both and wins. The fix is to keep a match only when the two copies are the
 * same stretch of s (its start in s and its start mirrored from the reverse agree).
 *
 * @expected-message "abacd" (length 5, at index 0 of s) is not a palindrome
 */
class Solution {
    public String longestPalindrome(String s) {
        int n = s.length();
        String reversed = new StringBuilder(s).reverse().toString();
        int[][] common = new int[n + 1][n + 1];
        int bestEnd = 0;
        int bestLength = 0;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= n; j++) {
                if (s.charAt(i - 1) == reversed.charAt(j - 1)) {
                    common[i][j] = common[i - 1][j - 1] + 1;
                    if (common[i][j] > bestLength) {
                        bestLength = common[i][j];
                        bestEnd = i;
                    }
                }
            }
        }
        return s.substring(bestEnd - bestLength, bestEnd);
    }
}
