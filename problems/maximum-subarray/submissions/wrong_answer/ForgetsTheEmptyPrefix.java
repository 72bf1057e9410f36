/**
 * Wrong: prefix sums, with the smallest earlier prefix started at nums[0] instead of at the empty
 * prefix 0. A subarray from index 0 to j is then only compared with nums[0] alone, never measured
 * itself: on [5,4,-1,7,8] the whole array, 23, is missed, and the best found is 23 - 5 = 18.
 *
 * @expected-message expected 23, got 18
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int prefix = nums[0];
        int smallestBefore = nums[0];   // the empty prefix, 0, is missing
        int best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            prefix += nums[i];
            best = Math.max(best, prefix - smallestBefore);
            smallestBefore = Math.min(smallestBefore, prefix);
        }
        return best;
    }
}
