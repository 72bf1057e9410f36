/**
 * The same recurrence as the table, keeping only the previous row and the current one: row i
 * reads only row i - 1 and itself. The shorter text runs along the rows, so the extra space is
 * O(min(n, m)); time O(n * m).
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        if (text2.length() > text1.length()) {
            String swap = text1;
            text1 = text2;
            text2 = swap;
        }
        int m = text2.length();
        int[] previous = new int[m + 1];
        int[] current = new int[m + 1];
        for (int i = 1; i <= text1.length(); i++) {
            char a = text1.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                current[j] = a == text2.charAt(j - 1) ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[m];
    }
}
