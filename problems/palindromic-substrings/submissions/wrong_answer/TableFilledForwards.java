/**
 * Wrong: the interval table is right, but it is filled with i going up from 0. pal[i][j] reads
 * pal[i + 1][j - 1], a row that has not been filled yet (still false), so every palindrome longer
 * than two letters is missed: "aaa" counts the three letters and the two "aa", but not "aaa".
 *
 * @expected-message expected 6, got 5
 */
class Solution {
    public int countSubstrings(String s) {
        int n = s.length();
        boolean[][] pal = new boolean[n][n];
        int count = 0;
        for (int i = 0; i < n; i++) {             // should go from n - 1 down to 0
            for (int j = i; j < n; j++) {
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 2 || pal[i + 1][j - 1]);
                if (pal[i][j]) {
                    count++;
                }
            }
        }
        return count;
    }
}
