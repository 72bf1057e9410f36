/**
 * Wrong: restarts the running sum whenever the current element is negative, rather than when the
 * running sum is. A negative element is worth crossing when what lies on both sides of it
 * outweighs it: in [-2,1,-3,4,-1,2,1,-5,4] the best subarray, 4 - 1 + 2 + 1 = 6, crosses the -1,
 * and this finds only the 4.
 *
 * @expected-message expected 6, got 4
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int best = nums[0];
        int run = 0;
        for (int x : nums) {
            if (x < 0) {
                best = Math.max(best, x);   // a negative number alone can still be the answer
                run = 0;
            } else {
                run += x;
                best = Math.max(best, run);
            }
        }
        return best;
    }
}
