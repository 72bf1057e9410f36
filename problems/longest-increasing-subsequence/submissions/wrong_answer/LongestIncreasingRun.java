/**
 * Wrong: measures the longest run of consecutive elements that increase, a subarray, where the
 * problem asks for a subsequence, whose elements may be far apart. On [10,9,2,5,3,7,101,18] the
 * longest run is 3, 7, 101, but 2, 3, 7, 101 skips the 5 and is longer.
 *
 * @expected-message expected 4, got 3
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        int best = 1;
        int run = 1;
        for (int i = 1; i < nums.length; i++) {
            run = nums[i] > nums[i - 1] ? run + 1 : 1;
            best = Math.max(best, run);
        }
        return best;
    }
}
