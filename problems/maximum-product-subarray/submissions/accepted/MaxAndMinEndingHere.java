/**
 * One pass, keeping two numbers: the largest and the smallest product of a subarray that ends at
 * the current element. The new element x either starts a subarray of its own or extends one of
 * those two; a negative x turns the smallest (most negative) product into the largest, so the
 * smallest must be kept too. Both are computed from the old pair before either is replaced.
 * Time O(n), space O(1).
 */
class Solution {
    public int maxProduct(int[] nums) {
        int largest = nums[0];
        int smallest = nums[0];
        int best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            int x = nums[i];
            int viaLargest = largest * x;
            int viaSmallest = smallest * x;
            largest = Math.max(x, Math.max(viaLargest, viaSmallest));
            smallest = Math.min(x, Math.min(viaLargest, viaSmallest));
            best = Math.max(best, largest);
        }
        return best;
    }
}
