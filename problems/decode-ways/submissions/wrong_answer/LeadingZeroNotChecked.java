/**
 * Wrong: starts the table with dp[1] = 1, as if the first digit were always a letter on its own.
 * A string that starts with '0' has no decoding at all, but "06" gets 1: the '6' extends the
 * supposed decoding of "0".
 *
 * @expected-message expected 0, got 1
 */
class Solution {
    public int numDecodings(String s) {
        int n = s.length();
        int[] dp = new int[n + 1];
        dp[0] = 1;
        dp[1] = 1;                       // should be: s.charAt(0) == '0' ? 0 : 1
        for (int i = 2; i <= n; i++) {
            if (s.charAt(i - 1) != '0') {
                dp[i] += dp[i - 1];
            }
            int pair = Integer.parseInt(s.substring(i - 2, i));
            if (pair >= 10 && pair <= 26) {
                dp[i] += dp[i - 2];
            }
        }
        return dp[n];
    }
}
