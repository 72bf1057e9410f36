/**
 * Breaks the circle. No plan robs both house 0 and house n - 1, so every plan lies within the line
 * of houses 0..n-2 or within the line 1..n-1; the answer is the better of the two lines, each
 * solved as in House Robber with two variables. One house is its own answer (both lines would be
 * empty). O(n) time, O(1) space.
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        if (n == 1) {
            return nums[0];
        }
        return Math.max(robLine(nums, 0, n - 2), robLine(nums, 1, n - 1));
    }

    /** The most money from houses from..to, in a line. */
    private static int robLine(int[] nums, int from, int to) {
        int twoBack = 0;
        int oneBack = 0;
        for (int i = from; i <= to; i++) {
            int current = Math.max(oneBack, twoBack + nums[i]);
            twoBack = oneBack;
            oneBack = current;
        }
        return oneBack;
    }
}
