/**
 * Wrong: asks for a reach of nums.length, one past the last index, instead of nums.length - 1,
 * the last index itself. An array of one element is already at its last index, and [1,0] gets
 * there with one jump of 1; both are answered false.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean canJump(int[] nums) {
        int farthest = 0;
        for (int i = 0; i < nums.length && i <= farthest; i++) {
            farthest = Math.max(farthest, i + nums[i]);
        }
        return farthest >= nums.length;   // the last index is nums.length - 1
    }
}
