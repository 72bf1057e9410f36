/**
 * Run-time error: expands around each centre, but the loop compares the two characters before
 * it checks that the indices are still inside s. When a palindrome reaches the first character,
 * the next step reads s.charAt(-1), which throws StringIndexOutOfBoundsException: on "babad" that
 * happens at the very first centre.
 *
 * @expected-message StringIndexOutOfBoundsException
 */
class Solution {
    public String longestPalindrome(String s) {
        int bestStart = 0;
        int bestLength = 1;
        for (int centre = 0; centre < s.length(); centre++) {
            int length = Math.max(expand(s, centre, centre), expand(s, centre, centre + 1));
            if (length > bestLength) {
                bestLength = length;
                bestStart = centre - (length - 1) / 2;
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }

    private int expand(String s, int left, int right) {
        // should be: left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)
        while (s.charAt(left) == s.charAt(right) && left >= 0 && right < s.length()) {
            left--;
            right++;
        }
        return right - left - 1;
    }
}
