/**
 * Reads every element and keeps the smallest. It ignores the sorted structure entirely, so it
 * takes O(n) time (O(1) space); with n at most 5000 it is still fast, and LeetCode accepts it
 * too, so it is accepted here.
 */
class Solution {
    public int findMin(int[] nums) {
        int min = nums[0];
        for (int value : nums) {
            min = Math.min(min, value);
        }
        return min;
    }
}
