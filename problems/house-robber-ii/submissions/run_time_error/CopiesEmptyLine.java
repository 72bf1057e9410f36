import java.util.Arrays;

/**
 * Fails at run time: copies the two lines out of the circle (without the last house, without the
 * first) and solves each with a table that starts dp[0] = line[0]. For one house both copies are
 * empty, and line[0] does not exist.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        return Math.max(robLine(Arrays.copyOfRange(nums, 0, n - 1)), robLine(Arrays.copyOfRange(nums, 1, n)));
    }

    private static int robLine(int[] line) {
        int[] dp = new int[line.length + 1];
        dp[0] = line[0];
        for (int i = 1; i < line.length; i++) {
            dp[i] = Math.max(dp[i - 1], (i >= 2 ? dp[i - 2] : 0) + line[i]);
        }
        return dp[line.length - 1];
    }
}
