/**
 * Fails at run time: a table with one entry per stair, dp[i] for the ways to climb i + 1 stairs,
 * filled from dp[0] = 1 and dp[1] = 2. For n = 1 the table has one entry and dp[1] is past its end.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int climbStairs(int n) {
        int[] dp = new int[n];
        dp[0] = 1;
        dp[1] = 2;
        for (int i = 2; i < n; i++) {
            dp[i] = dp[i - 1] + dp[i - 2];
        }
        return dp[n - 1];
    }
}
