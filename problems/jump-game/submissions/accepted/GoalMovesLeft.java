/**
 * Greedy from the right: goal is the leftmost index known to lead to the last one, at first the
 * last index itself. Walking leftwards, an index that can jump to goal (i + nums[i] >= goal) leads
 * to the end too, so it becomes the new goal. The answer is whether the goal reaches index 0.
 * Time O(n), space O(1).
 */
class Solution {
    public boolean canJump(int[] nums) {
        int goal = nums.length - 1;
        for (int i = nums.length - 2; i >= 0; i--) {
            if (i + nums[i] >= goal) {
                goal = i;
            }
        }
        return goal == 0;
    }
}
