/**
 * Correct but too slow: tries both choices at every house, skip or rob, remembering only whether
 * house 0 was robbed (so that the last house is then off limits), and stores nothing. The calls
 * grow like the Fibonacci numbers, about 1.618^n: hopeless for 100 houses.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int rob(int[] nums) {
        if (nums.length == 1) {
            return nums[0];
        }
        return Math.max(nums[0] + from(nums, 2, true), from(nums, 1, false));
    }

    private int from(int[] nums, int i, boolean firstRobbed) {
        if (i >= nums.length) {
            return 0;
        }
        int skip = from(nums, i + 1, firstRobbed);
        int take = i == nums.length - 1 && firstRobbed ? 0 : nums[i] + from(nums, i + 2, firstRobbed);
        return Math.max(skip, take);
    }
}
