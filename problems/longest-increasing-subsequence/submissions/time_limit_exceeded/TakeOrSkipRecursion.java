/**
 * Correct but too slow: for each element, tries skipping it and (when it is larger than the last
 * element taken) taking it, without remembering any result. That walks every increasing
 * subsequence: 2^n of them when the array is increasing, and on 2500 numbers far beyond any time
 * limit, where the same (index, last taken) pairs number only n^2.
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        return longest(nums, 0, Integer.MIN_VALUE);
    }

    private int longest(int[] nums, int i, long last) {
        if (i == nums.length) {
            return 0;
        }
        int best = longest(nums, i + 1, last);
        if (nums[i] > last) {
            best = Math.max(best, 1 + longest(nums, i + 1, nums[i]));
        }
        return best;
    }
}
