/**
 * Too slow: for each place, multiplies the n - 1 other elements from scratch. Right on every
 * input, but O(n^2): at n = 100,000 that is 10^10 multiplications, seconds over the limit.
 */
class Solution {
    public int[] productExceptSelf(int[] nums) {
        int n = nums.length;
        int[] answer = new int[n];
        for (int i = 0; i < n; i++) {
            int product = 1;
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    product *= nums[j];
                }
            }
            answer[i] = product;
        }
        return answer;
    }
}
