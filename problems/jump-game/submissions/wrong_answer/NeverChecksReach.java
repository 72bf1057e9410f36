/**
 * Wrong: keeps the farthest reach of all indices, but never checks that an index is itself within
 * reach before using its jump. An index beyond a 0 that nothing can cross still pushes the reach
 * forward: in [3,2,1,0,4] the 4 at index 4 cannot be reached, yet its jump counts.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean canJump(int[] nums) {
        int farthest = 0;
        for (int i = 0; i < nums.length; i++) {
            farthest = Math.max(farthest, i + nums[i]);   // i may be past farthest already
        }
        return farthest >= nums.length - 1;
    }
}
