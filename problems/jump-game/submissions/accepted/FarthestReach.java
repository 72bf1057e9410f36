/**
 * Greedy: walk the indices from the left, keeping the farthest index any index so far can jump
 * to. Every index up to that one can be reached (a jump may be shorter than its maximum), so the
 * walk may go on while i <= farthest; if it ever gets past farthest, index i and everything after
 * it are out of reach. Time O(n), space O(1).
 */
class Solution {
    public boolean canJump(int[] nums) {
        int farthest = 0;
        for (int i = 0; i < nums.length; i++) {
            if (i > farthest) {
                return false;
            }
            farthest = Math.max(farthest, i + nums[i]);
        }
        return true;
    }
}
