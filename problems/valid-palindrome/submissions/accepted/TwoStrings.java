/**
 * Builds the cleaned string, the letters in lower case and the digits, in a StringBuilder, and
 * compares it with its reverse. O(n) time, O(n) extra space for the two strings.
 */
class Solution {
    public boolean isPalindrome(String s) {
        StringBuilder cleaned = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                cleaned.append(c);
            } else if (c >= 'A' && c <= 'Z') {
                cleaned.append((char) (c - 'A' + 'a'));
            }
        }
        String forwards = cleaned.toString();
        return forwards.equals(cleaned.reverse().toString());
    }
}
