/**
 * Wrong: a table dp[i] = the best from houses 0..i, with the right recurrence but the wrong second
 * entry: dp[1] = nums[1], as if house 1 had to be robbed. The best of the first two houses is the
 * larger of them. On [2,1] it answers 1 instead of 2, and the mistake carries on down the street.
 *
 * @expected-message expected 2, got 1
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        if (n == 1) {
            return nums[0];
        }
        int[] dp = new int[n];
        dp[0] = nums[0];
        dp[1] = nums[1];
        for (int i = 2; i < n; i++) {
            dp[i] = Math.max(dp[i - 1], dp[i - 2] + nums[i]);
        }
        return dp[n - 1];
    }
}
