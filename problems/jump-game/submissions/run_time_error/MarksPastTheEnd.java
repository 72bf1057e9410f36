/**
 * Fails at run time: the reachability table, marking every index from i + 1 to i + nums[i]
 * without stopping at the last index. A jump may go past the end of the array, which is allowed
 * (it still reaches the last index), but reachable[i + nums[i]] is then outside the table.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5
 */
class Solution {
    public boolean canJump(int[] nums) {
        boolean[] reachable = new boolean[nums.length];
        reachable[0] = true;
        for (int i = 0; i < nums.length; i++) {
            if (reachable[i]) {
                for (int j = i + 1; j <= i + nums[i]; j++) {   // j may pass nums.length - 1
                    reachable[j] = true;
                }
            }
        }
        return reachable[nums.length - 1];
    }
}
