/**
 * Fails at run time: the table is set up from the first two houses, dp[1] = max(nums[0], nums[1]),
 * without checking that there is a second house. A street of one house has no nums[1].
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        int[] dp = new int[n];
        dp[0] = nums[0];
        dp[1] = Math.max(nums[0], nums[1]);
        for (int i = 2; i < n; i++) {
            dp[i] = Math.max(dp[i - 1], dp[i - 2] + nums[i]);
        }
        return dp[n - 1];
    }
}
