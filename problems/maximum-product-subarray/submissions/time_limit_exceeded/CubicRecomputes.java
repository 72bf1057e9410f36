/**
 * Correct but too slow: for every start i and end j, multiplies nums[i..j] again from scratch.
 * That is n^3 / 6 multiplications, about 1.3 * 10^12 at n = 2 * 10^4, where building each
 * product from the previous one needs n^2 / 2.
 */
class Solution {
    public int maxProduct(int[] nums) {
        int best = nums[0];
        for (int i = 0; i < nums.length; i++) {
            for (int j = i; j < nums.length; j++) {
                int product = 1;
                for (int k = i; k <= j; k++) {
                    product *= nums[k];
                }
                best = Math.max(best, product);
            }
        }
        return best;
    }
}
