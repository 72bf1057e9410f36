/**
 * Two states per house: the best total so far if this house is robbed, and if it is not. Robbing
 * house i requires the previous one not robbed; not robbing it allows either state before.
 * O(n) time, O(1) space.
 */
class Solution {
    public int rob(int[] nums) {
        int robbed = 0;
        int notRobbed = 0;
        for (int money : nums) {
            int robNow = notRobbed + money;
            notRobbed = Math.max(notRobbed, robbed);
            robbed = robNow;
        }
        return Math.max(robbed, notRobbed);
    }
}
