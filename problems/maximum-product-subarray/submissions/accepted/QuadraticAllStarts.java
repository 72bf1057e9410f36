/**
 * Every start, every end: for each start i, multiply in nums[i..j] one element at a time and keep
 * the largest product seen. Each product is built from the previous one, so a subarray costs one
 * multiplication. Time O(n^2) (2 * 10^8 multiplications at n = 2 * 10^4, which LeetCode accepts),
 * space O(1).
 */
class Solution {
    public int maxProduct(int[] nums) {
        int best = nums[0];
        for (int i = 0; i < nums.length; i++) {
            int product = 1;
            for (int j = i; j < nums.length; j++) {
                product *= nums[j];
                if (product > best) {
                    best = product;
                }
            }
        }
        return best;
    }
}
