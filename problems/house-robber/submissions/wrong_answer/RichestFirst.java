import java.util.Arrays;

/**
 * Wrong: greedy, robs the richest house still allowed, blocks its neighbours, and repeats. Taking
 * the richest house can cost more than it brings: on [2,3,2] it takes the 3 and blocks both 2s,
 * when the two 2s together make 4.
 *
 * @expected-message expected 4, got 3
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        boolean[] blocked = new boolean[n];
        int total = 0;
        while (true) {
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!blocked[i] && (best < 0 || nums[i] > nums[best])) {
                    best = i;
                }
            }
            if (best < 0) {
                return total;
            }
            total += nums[best];
            blocked[best] = true;
            if (best > 0) {
                blocked[best - 1] = true;
            }
            if (best + 1 < n) {
                blocked[best + 1] = true;
            }
        }
    }
}
