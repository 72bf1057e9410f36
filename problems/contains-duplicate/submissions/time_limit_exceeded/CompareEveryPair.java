/**
 * Too slow: compares every pair i < j. Correct, but O(n^2): about 5 * 10^9 comparisons for
 * 10^5 different numbers, where LeetCode, too, gives Time Limit Exceeded.
 *
 * @expected-message limit of 500 ms
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                if (nums[i] == nums[j]) {
                    return true;
                }
            }
        }
        return false;
    }
}
