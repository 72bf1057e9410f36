/**
 * Prefix sums: the sum of nums[i..j] is prefix(j + 1) - prefix(i), where prefix(k) is the sum of
 * the first k elements. For each end j the best start subtracts the smallest prefix(i) with i <= j,
 * the empty prefix 0 included, so walking once and keeping that minimum gives every end its best
 * subarray. Time O(n), space O(1).
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int prefix = 0;
        int smallestBefore = 0;   // prefix(0), the empty prefix
        int best = Integer.MIN_VALUE;
        for (int x : nums) {
            prefix += x;
            best = Math.max(best, prefix - smallestBefore);
            smallestBefore = Math.min(smallestBefore, prefix);
        }
        return best;
    }
}
