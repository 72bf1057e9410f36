/**
 * Wrong: compares "ignoring case" by accepting two characters that are equal or 32 apart, the
 * distance between 'A' and 'a'. But '0' (48) and 'P' (80) are 32 apart too, as are every digit
 * and one upper-case letter from 'P' to 'Y', so "0P" passes as a palindrome.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isPalindrome(String s) {
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            if (!Character.isLetterOrDigit(s.charAt(left))) {
                left++;
            } else if (!Character.isLetterOrDigit(s.charAt(right))) {
                right--;
            } else {
                int distance = Math.abs(s.charAt(left) - s.charAt(right));
                if (distance != 0 && distance != 32) {   // also true for a digit and a letter
                    return false;
                }
                left++;
                right--;
            }
        }
        return true;
    }
}
