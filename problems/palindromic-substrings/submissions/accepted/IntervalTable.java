/**
 * Dynamic programming over intervals: pal[i][j] says whether s[i..j] is a palindrome, true when
 * its ends match and the inside s[i+1..j-1] is a palindrome (or has at most one letter). Filling
 * i from the right makes pal[i + 1][j - 1] ready when it is read; every true entry is counted.
 * Time O(n^2), space O(n^2) booleans.
 */
class Solution {
    public int countSubstrings(String s) {
        int n = s.length();
        boolean[][] pal = new boolean[n][n];
        int count = 0;
        for (int i = n - 1; i >= 0; i--) {
            for (int j = i; j < n; j++) {
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 3 || pal[i + 1][j - 1]);
                if (pal[i][j]) {
                    count++;
                }
            }
        }
        return count;
    }
}
