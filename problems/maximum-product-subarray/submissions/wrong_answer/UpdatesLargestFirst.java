/**
 * Wrong: keeps the largest and the smallest product ending here, but overwrites the largest first
 * and then computes the smallest from the new largest instead of the old one. On [-2,-3,-4], at -3
 * the largest becomes 6, and the smallest becomes 6 * -3 = -18, a product of no subarray (the
 * true smallest is -3); at -4 that -18 gives 72, more than any real product.
 *
 * @expected-message expected 12, got 72
 */
class Solution {
    public int maxProduct(int[] nums) {
        int largest = nums[0];
        int smallest = nums[0];
        int best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            int x = nums[i];
            largest = Math.max(x, Math.max(largest * x, smallest * x));
            smallest = Math.min(x, Math.min(largest * x, smallest * x));   // uses the new largest
            best = Math.max(best, largest);
        }
        return best;
    }
}
