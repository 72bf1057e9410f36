/**
 * Dynamic programming over the indices: reachable[i] says whether index i can be reached. From
 * each reachable index, mark every index its jump covers, up to the last one. Each index marks at
 * most min(nums[i], n) others, so time is O(n^2) in the worst case (5 * 10^7 marks at
 * n = 10^4, which LeetCode accepts too), space O(n).
 */
class Solution {
    public boolean canJump(int[] nums) {
        int n = nums.length;
        boolean[] reachable = new boolean[n];
        reachable[0] = true;
        for (int i = 0; i < n; i++) {
            if (!reachable[i]) {
                continue;
            }
            int last = (int) Math.min(n - 1, (long) i + nums[i]);
            for (int j = i + 1; j <= last; j++) {
                reachable[j] = true;
            }
        }
        return reachable[n - 1];
    }
}
