/**
 * Correct but too slow: from house i, the better of skipping it (go on from i + 1) and robbing it
 * (go on from i + 2), with no memory of answers already computed. The calls from i + 2 are made
 * again inside the call from i + 1, so the number of calls grows like the Fibonacci numbers,
 * about 1.618^n: hopeless for 100 houses.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int rob(int[] nums) {
        return from(nums, 0);
    }

    private int from(int[] nums, int i) {
        if (i >= nums.length) {
            return 0;
        }
        return Math.max(from(nums, i + 1), nums[i] + from(nums, i + 2));
    }
}
