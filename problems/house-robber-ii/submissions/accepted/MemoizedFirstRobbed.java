import java.util.Arrays;

/**
 * Top-down with one more piece of state: from house i on, knowing whether house 0 was robbed.
 * Skip house i or rob it; the last house may be robbed only if house 0 was not. Each (i, flag)
 * answer is stored the first time it is computed. O(n) time, O(n) space.
 */
class Solution {
    private int[][] memo;
    private int[] nums;

    public int rob(int[] nums) {
        this.nums = nums;
        int n = nums.length;
        if (n == 1) {
            return nums[0];
        }
        memo = new int[2][n];
        for (int[] row : memo) {
            Arrays.fill(row, -1);
        }
        return Math.max(nums[0] + from(2, 1), from(1, 0));
    }

    private int from(int i, int firstRobbed) {
        int n = nums.length;
        if (i >= n) {
            return 0;
        }
        if (memo[firstRobbed][i] < 0) {
            int skip = from(i + 1, firstRobbed);
            int take = i == n - 1 && firstRobbed == 1 ? 0 : nums[i] + from(i + 2, firstRobbed);
            memo[firstRobbed][i] = Math.max(skip, take);
        }
        return memo[firstRobbed][i];
    }
}
