import java.util.Arrays;

/**
 * Top-down: from house i on, either skip it and go on from i + 1, or rob it and go on from i + 2.
 * The answer from each i is stored the first time it is computed, so each is computed once.
 * O(n) time, O(n) space for the table and the recursion (100 deep at most).
 */
class Solution {
    private int[] memo;

    public int rob(int[] nums) {
        memo = new int[nums.length];
        Arrays.fill(memo, -1);
        return from(nums, 0);
    }

    private int from(int[] nums, int i) {
        if (i >= nums.length) {
            return 0;
        }
        if (memo[i] < 0) {
            memo[i] = Math.max(from(nums, i + 1), nums[i] + from(nums, i + 2));
        }
        return memo[i];
    }
}
