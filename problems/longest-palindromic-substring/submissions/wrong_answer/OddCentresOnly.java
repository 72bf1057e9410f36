/**
 * Wrong: expands around every letter, but never around the gap between two letters, so it only
 * ever finds palindromes of odd length. "bb" in "cbbd" has no middle letter: the answer comes out
 * as a single letter.
 *
 * @expected-message is a palindrome of length 1, but s has a longer one, of length 2: "bb"
 */
class Solution {
    public String longestPalindrome(String s) {
        int bestStart = 0;
        int bestLength = 1;
        for (int centre = 0; centre < s.length(); centre++) {
            int left = centre;
            int right = centre;          // an even palindrome needs right = centre + 1 as well
            while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
                left--;
                right++;
            }
            if (right - left - 1 > bestLength) {
                bestLength = right - left - 1;
                bestStart = left + 1;
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }
}
