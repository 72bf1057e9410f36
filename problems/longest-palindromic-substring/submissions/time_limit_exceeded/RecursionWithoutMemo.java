/**
 * Correct but too slow: the recurrence on intervals without a table. The longest palindrome
 * inside s[i..j] is s[i..j] itself when that is a palindrome, else the longer of the answers for
 * s[i+1..j] and s[i..j-1]. Nothing is remembered, so the same interval is solved again along every
 * path of cuts that reaches it: about 2^(n - L) calls when the longest palindrome has length L.
 * Instant when s is one palindrome, hopeless on 1000 random letters.
 */
class Solution {
    public String longestPalindrome(String s) {
        int[] best = longest(s, 0, s.length() - 1);
        return s.substring(best[0], best[0] + best[1]);
    }

    /** {start, length} of a longest palindrome inside s[i..j]. */
    private int[] longest(String s, int i, int j) {
        if (isPalindrome(s, i, j)) {
            return new int[] {i, j - i + 1};
        }
        int[] withoutFirst = longest(s, i + 1, j);
        int[] withoutLast = longest(s, i, j - 1);
        return withoutFirst[1] >= withoutLast[1] ? withoutFirst : withoutLast;
    }

    private boolean isPalindrome(String s, int i, int j) {
        while (i < j) {
            if (s.charAt(i++) != s.charAt(j--)) {
                return false;
            }
        }
        return true;
    }
}
