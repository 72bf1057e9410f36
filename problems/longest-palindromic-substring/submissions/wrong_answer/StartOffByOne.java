/**
 * Wrong: expands around both kinds of centre correctly, but computes where the palindrome starts
 * as centre - length / 2. For an odd length that is right; for an even one, whose centre index is
 * the left of its two middle letters, it is one too far left: for "bb" in "cbbd" (centre 1,
 * length 2) it returns "cb", a substring of the right length that is no palindrome.
 *
 * @expected-message "cb" (length 2, at index 0 of s) is not a palindrome
 */
class Solution {
    public String longestPalindrome(String s) {
        int bestStart = 0;
        int bestLength = 1;
        for (int centre = 0; centre < s.length(); centre++) {
            int length = Math.max(expand(s, centre, centre), expand(s, centre, centre + 1));
            if (length > bestLength) {
                bestLength = length;
                bestStart = centre - length / 2;   // should be centre - (length - 1) / 2
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }

    private int expand(String s, int left, int right) {
        while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
            left--;
            right++;
        }
        return right - left - 1;
    }
}
