/**
 * Wrong: Kadane's algorithm with the running sum floored at 0 and the best started at 0, as if
 * the empty subarray (sum 0) were allowed. It is not: a subarray has at least one element. When
 * every number is negative the answer is the largest (least negative) of them, and this returns 0.
 *
 * @expected-message expected -1, got 0
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int run = 0;
        int best = 0;
        for (int x : nums) {
            run = Math.max(0, run + x);
            best = Math.max(best, run);
        }
        return best;
    }
}
