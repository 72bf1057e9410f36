/**
 * Kadane's algorithm: run holds the largest sum of a subarray that ends at the current element.
 * A new element x either extends that subarray or starts a new one, whichever is larger; a run
 * that has gone negative only drags x down, so it is dropped. The answer is the largest run seen.
 * Everything starts at nums[0], never at 0: a subarray has at least one element, so when all
 * numbers are negative the answer is the largest of them. Time O(n), space O(1).
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int run = nums[0];
        int best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            run = Math.max(nums[i], run + nums[i]);
            best = Math.max(best, run);
        }
        return best;
    }
}
