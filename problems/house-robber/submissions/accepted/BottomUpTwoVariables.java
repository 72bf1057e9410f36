/**
 * Bottom-up over the houses. best(i), the most money from houses 0..i, either skips house i
 * (best(i - 1)) or robs it, and then house i - 1 must be skipped (best(i - 2) + nums[i]). Only the
 * last two values are needed, so two variables walk along the street, starting from the empty
 * street (0 before any house). O(n) time, O(1) space.
 */
class Solution {
    public int rob(int[] nums) {
        int twoBack = 0;   // best of the houses before the previous one
        int oneBack = 0;   // best of the houses before this one
        for (int money : nums) {
            int current = Math.max(oneBack, twoBack + money);
            twoBack = oneBack;
            oneBack = current;
        }
        return oneBack;
    }
}
