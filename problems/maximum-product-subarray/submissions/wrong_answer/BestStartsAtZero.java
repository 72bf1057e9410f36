/**
 * Wrong: starts the best product at 0, as if the empty subarray were allowed. A subarray has at
 * least one element, so for [-5] the answer is -5, and whenever every product is negative the
 * answer is below 0.
 *
 * @expected-message expected -5, got 0
 */
class Solution {
    public int maxProduct(int[] nums) {
        int largest = 1;
        int smallest = 1;
        int best = 0;
        for (int x : nums) {
            int viaLargest = largest * x;
            int viaSmallest = smallest * x;
            largest = Math.max(x, Math.max(viaLargest, viaSmallest));
            smallest = Math.min(x, Math.min(viaLargest, viaSmallest));
            best = Math.max(best, largest);
        }
        return best;
    }
}
