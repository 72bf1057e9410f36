/**
 * Expands around each of the 2n - 1 centres: every letter (odd lengths) and every gap between
 * two letters (even lengths). From a centre, the palindrome grows one letter on each side while
 * the two new letters match; the longest one seen is the answer. Time O(n^2), extra space O(1).
 */
class Solution {
    public String longestPalindrome(String s) {
        int bestStart = 0;
        int bestLength = 1;
        for (int centre = 0; centre < s.length(); centre++) {
            int odd = expand(s, centre, centre);
            int even = expand(s, centre, centre + 1);
            int length = Math.max(odd, even);
            if (length > bestLength) {
                bestLength = length;
                bestStart = centre - (length - 1) / 2;
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }

    /** The length of the longest palindrome s[left'..right'] that grows outwards from s[left..right]. */
    private int expand(String s, int left, int right) {
        while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
            left--;
            right++;
        }
        return right - left - 1;
    }
}
