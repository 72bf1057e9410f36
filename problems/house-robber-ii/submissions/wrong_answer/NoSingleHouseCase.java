/**
 * Wrong: breaks the circle correctly (the line without the last house, or without the first) but
 * forgets the street of one house. Then both lines are empty, both give 0, and the lone house,
 * which has no neighbour, is never robbed.
 *
 * @expected-message expected 1000, got 0
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        return Math.max(robLine(nums, 0, n - 2), robLine(nums, 1, n - 1));
    }

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
