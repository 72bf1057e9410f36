/**
 * Fails at run time: skips non-alphanumeric characters with inner loops that do not check the
 * bounds. On a string with no letter or digit, such as ".,;: !?-", the left pointer runs past the last
 * character and charAt throws a StringIndexOutOfBoundsException.
 *
 * @expected-message java.lang.StringIndexOutOfBoundsException
 */
class Solution {
    public boolean isPalindrome(String s) {
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            while (!Character.isLetterOrDigit(s.charAt(left))) {    // missing: left < right
                left++;
            }
            while (!Character.isLetterOrDigit(s.charAt(right))) {   // missing: left < right
                right--;
            }
            if (Character.toLowerCase(s.charAt(left)) != Character.toLowerCase(s.charAt(right))) {
                return false;
            }
            left++;
            right--;
        }
        return true;
    }
}
