/**
 * Correct but too slow: for every start i, adds up nums[i..j] for every end j and keeps the
 * largest sum. Each sum is built from the previous one, so it is O(n^2) rather than O(n^3), but at
 * n = 10^5 that is still 5 * 10^9 additions.
 */
class Solution {
    public int maxSubArray(int[] nums) {
        int best = nums[0];
        for (int i = 0; i < nums.length; i++) {
            int sum = 0;
            for (int j = i; j < nums.length; j++) {
                sum += nums[j];
                best = Math.max(best, sum);
            }
        }
        return best;
    }
}
