/**
 * Between two zeros, a subarray with the largest product can be taken to start at the segment's
 * left end or end at its right end: with an even number of negatives the whole segment is best,
 * with an odd number the best drops everything up to the first negative or from the last one on.
 * So the answer is the largest running product from the left or from the right, restarting after
 * each zero (and 0 itself, when there is a zero). Time O(n), space O(1).
 */
class Solution {
    public int maxProduct(int[] nums) {
        int n = nums.length;
        int best = nums[0];
        int fromLeft = 1;
        int fromRight = 1;
        for (int i = 0; i < n; i++) {
            fromLeft = (fromLeft == 0 ? 1 : fromLeft) * nums[i];
            fromRight = (fromRight == 0 ? 1 : fromRight) * nums[n - 1 - i];
            best = Math.max(best, Math.max(fromLeft, fromRight));
        }
        return best;
    }
}
