/**
 * Wrong: finds the right pair, but returns the two numbers instead of their indices.
 *
 * @expected-message expected 2 elements in any order, got 2: 2 missing, 2 unexpected (positions in your list, counted from 1) missing (2): 0 1 unexpected (2): 2 at 1 7 at 2
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                if (nums[i] + nums[j] == target) {
                    return new int[] {nums[i], nums[j]};   // should be {i, j}
                }
            }
        }
        return new int[0];
    }
}
