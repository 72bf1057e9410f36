/**
 * Wrong: removes the non-alphanumeric characters with the regular expression \W, "not a word
 * character". But the underscore is a word character in regular expressions, so it stays, and
 * "ab_a" is checked as "ab_a" instead of "aba".
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean isPalindrome(String s) {
        String cleaned = s.replaceAll("\\W", "").toLowerCase();   // \W keeps '_'
        return new StringBuilder(cleaned).reverse().toString().equals(cleaned);
    }
}
