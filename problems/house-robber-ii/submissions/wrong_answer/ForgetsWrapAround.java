/**
 * Wrong: solves the street as a line, as in House Robber, forgetting that the first and last houses
 * are neighbours. On [2,3,2] it robs houses 0 and 2, which touch across the circle.
 *
 * @expected-message expected 3, got 4
 */
class Solution {
    public int rob(int[] nums) {
        int twoBack = 0;
        int oneBack = 0;
        for (int money : nums) {
            int current = Math.max(oneBack, twoBack + money);
            twoBack = oneBack;
            oneBack = current;
        }
        return oneBack;
    }
}
