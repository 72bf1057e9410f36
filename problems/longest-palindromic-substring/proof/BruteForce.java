/**
 * The proof of this package's expected outputs (validate runs it on every test): it tries every
 * length from n down to 1 and, for each, every start, comparing the substring with its own
 * reversal; the first palindrome found is a longest one. The accepted submissions grow
 * palindromes from centres or fill a table instead. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public String longestPalindrome(String s) {
        if (s.length() < 1 || s.length() > 1000) {
            throw new IllegalArgumentException("s has " + s.length() + " characters, not 1..1000 (the statement's constraints)");
        }
        if (!s.matches("[0-9A-Za-z]+")) {
            throw new IllegalArgumentException("s holds a character that is not a digit or an English letter (the statement's constraints)");
        }
        for (int length = s.length(); length >= 1; length--) {
            for (int start = 0; start + length <= s.length(); start++) {
                String piece = s.substring(start, start + length);
                if (new StringBuilder(piece).reverse().toString().equals(piece)) {
                    return piece;
                }
            }
        }
        throw new IllegalStateException("unreachable: every single character is a palindrome");
    }
}
