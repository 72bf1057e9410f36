/**
 * Wrong: the running products from the left and from the right, without restarting after a zero.
 * Once a running product has met a zero it stays 0 for ever, so a segment between two zeros is
 * never measured: on [-1,0,2,3,0,-1] both products are stuck at 0 before they reach the 2 * 3.
 *
 * @expected-message expected 6, got 0
 */
class Solution {
    public int maxProduct(int[] nums) {
        int n = nums.length;
        int best = nums[0];
        int fromLeft = 1;
        int fromRight = 1;
        for (int i = 0; i < n; i++) {
            fromLeft *= nums[i];
            fromRight *= nums[n - 1 - i];
            best = Math.max(best, Math.max(fromLeft, fromRight));
        }
        return best;
    }
}
