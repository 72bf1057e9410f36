/**
 * Wrong: multiplies nums[i] into the running products before storing them, so answer[i] gets
 * the product of the prefix up to and including i, times the suffix from i on: nums[i] is counted
 * twice instead of not at all. The bookkeeping order (store, then multiply) is the whole trick.
 *
 * @expected-message expected 12 at [1], got 48
 */
class Solution {
    public int[] productExceptSelf(int[] nums) {
        int n = nums.length;
        int[] answer = new int[n];
        int before = 1;
        for (int i = 0; i < n; i++) {
            before *= nums[i];            // should come after the store
            answer[i] = before;
        }
        int after = 1;
        for (int i = n - 1; i >= 0; i--) {
            after *= nums[i];             // likewise
            answer[i] *= after;
        }
        return answer;
    }
}
