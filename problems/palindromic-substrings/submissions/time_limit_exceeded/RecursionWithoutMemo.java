/**
 * Correct but too slow: counts the palindromes inside s[i..j] by inclusion and exclusion, those
 * inside s[i+1..j] plus those inside s[i..j-1], minus those inside s[i+1..j-1] (counted twice),
 * plus one if s[i..j] itself is a palindrome. The recurrence is right, but nothing is remembered:
 * each call makes three more, one of them on an interval two shorter: about 2.4^n calls, some
 * 7 * 10^9 at 26 letters, hopeless well before n = 30.
 */
class Solution {
    public int countSubstrings(String s) {
        return count(s, 0, s.length() - 1);
    }

    private int count(String s, int i, int j) {
        if (i > j) {
            return 0;
        }
        if (i == j) {
            return 1;
        }
        return count(s, i + 1, j) + count(s, i, j - 1) - count(s, i + 1, j - 1)
                + (isPalindrome(s, i, j) ? 1 : 0);
    }

    private boolean isPalindrome(String s, int i, int j) {
        while (i < j) {
            if (s.charAt(i++) != s.charAt(j--)) {
                return false;
            }
        }
        return true;
    }
}
