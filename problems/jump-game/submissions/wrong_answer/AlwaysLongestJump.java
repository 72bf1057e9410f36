/**
 * Wrong: greedy in the wrong place: always jumps as far as it can from where it stands. A shorter
 * jump may land on a better index: in [2,5,0,0] the longest jump from index 0 lands on a 0 and is
 * stuck, while a jump of 1 reaches the 5, which goes past the end.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean canJump(int[] nums) {
        int i = 0;
        while (i < nums.length - 1) {
            if (nums[i] == 0) {
                return false;
            }
            i += nums[i];
        }
        return true;
    }
}
