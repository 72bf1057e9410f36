/**
 * Wrong: tests for a letter with c >= 'A' && c <= 'z', one range from 'A' to 'z'. Six characters
 * lie between 'Z' and 'a' in ASCII, [ \ ] ^ _ and the backquote, and they are kept as letters:
 * "a[b]a" is checked as a[b]a instead of aba.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean isPalindrome(String s) {
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            char a = s.charAt(left);
            char b = s.charAt(right);
            if (!keep(a)) {
                left++;
            } else if (!keep(b)) {
                right--;
            } else {
                if (Character.toLowerCase(a) != Character.toLowerCase(b)) {
                    return false;
                }
                left++;
                right--;
            }
        }
        return true;
    }

    private static boolean keep(char c) {
        return c >= 'A' && c <= 'z' || c >= '0' && c <= '9';   // 'A'..'z' includes [ \ ] ^ _ `
    }
}
