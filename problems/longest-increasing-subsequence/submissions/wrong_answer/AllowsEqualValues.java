/**
 * Wrong: the O(n^2) dynamic programming with nums[j] <= nums[i] where it must be <, so equal
 * values extend each other and the subsequence is only non-decreasing. On seven 7s every element
 * extends the one before it, and the answer comes out as 7; the subsequence must be strictly
 * increasing, so it is 1.
 *
 * @expected-message expected 1, got 7
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        int[] longest = new int[nums.length];
        int best = 0;
        for (int i = 0; i < nums.length; i++) {
            longest[i] = 1;
            for (int j = 0; j < i; j++) {
                if (nums[j] <= nums[i]) {   // equal is not increasing
                    longest[i] = Math.max(longest[i], longest[j] + 1);
                }
            }
            best = Math.max(best, longest[i]);
        }
        return best;
    }
}
