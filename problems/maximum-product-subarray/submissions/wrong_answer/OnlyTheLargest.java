/**
 * Wrong: Kadane's algorithm for sums, moved to products: keeps only the largest product ending at
 * the current element. But a negative element turns the most negative product into the largest
 * one, and that product was thrown away: on [-2,3,-4] the product ending at 3 is kept as 3, not
 * -6, so -4 gives max(-4, -12) = -4 and the whole array's 24 is never seen.
 *
 * @expected-message expected 24, got 3
 */
class Solution {
    public int maxProduct(int[] nums) {
        int largest = nums[0];
        int best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            largest = Math.max(nums[i], largest * nums[i]);
            best = Math.max(best, largest);
        }
        return best;
    }
}
