/**
 * Two passes over one output array. The first writes into answer[i] the product of the elements
 * before i (1 for i = 0); the second walks back from the end with a running product of the
 * elements after i and multiplies it in. No division, so zeros need no special case.
 * O(n) time, O(1) extra space besides the returned array.
 */
class Solution {
    public int[] productExceptSelf(int[] nums) {
        int n = nums.length;
        int[] answer = new int[n];
        int before = 1;
        for (int i = 0; i < n; i++) {
            answer[i] = before;
            before *= nums[i];
        }
        int after = 1;
        for (int i = n - 1; i >= 0; i--) {
            answer[i] *= after;
            after *= nums[i];
        }
        return answer;
    }
}
