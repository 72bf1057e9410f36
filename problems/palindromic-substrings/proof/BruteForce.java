/**
 * The proof of this package's expected outputs (validate runs it on every test): it takes every
 * substring, compares it with its own reversal, and counts the ones that match; the accepted
 * submissions grow palindromes from centres or fill a table. It also checks the input against
 * the statement's constraints.
 */
class Solution {
    public int countSubstrings(String s) {
        if (s.length() < 1 || s.length() > 1000) {
            throw new IllegalArgumentException("s has " + s.length() + " letters, not 1..1000 (the statement's constraints)");
        }
        if (!s.matches("[a-z]+")) {
            throw new IllegalArgumentException("s holds a character that is not a lowercase English letter (the statement's constraints)");
        }
        int count = 0;
        for (int start = 0; start < s.length(); start++) {
            for (int end = start + 1; end <= s.length(); end++) {
                String piece = s.substring(start, end);
                if (new StringBuilder(piece).reverse().toString().equals(piece)) {
                    count++;
                }
            }
        }
        return count;
    }
}
