/**
 * Bottom-up from the end, with the whole table: dp[i] is the number of decodings of s[i..]
 * (dp[n] = 1 for the empty rest). dp[i] is 0 when s[i] is '0'; otherwise dp[i + 1], plus
 * dp[i + 2] when Integer.parseInt of the two digits at i is at most 26. Time O(n), space O(n).
 */
class Solution {
    public int numDecodings(String s) {
        int n = s.length();
        int[] dp = new int[n + 2];
        dp[n] = 1;
        for (int i = n - 1; i >= 0; i--) {
            if (s.charAt(i) == '0') {
                dp[i] = 0;
                continue;
            }
            dp[i] = dp[i + 1];
            if (i + 2 <= n && Integer.parseInt(s.substring(i, i + 2)) <= 26) {
                dp[i] += dp[i + 2];
            }
        }
        return dp[0];
    }
}
