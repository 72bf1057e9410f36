/**
 * Fails at run time: the take-or-skip recursion, memoised in memo[prev][i], where prev is the index
 * of the last element taken and -1 before any is taken. The very first call has prev = -1, and
 * memo[-1] throws an ArrayIndexOutOfBoundsException: the table needs a row for "nothing taken
 * yet", as memo[prev + 1].
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 8
 */
class Solution {
    private int[][] memo;

    public int lengthOfLIS(int[] nums) {
        memo = new int[nums.length][nums.length];
        return longest(nums, 0, -1);
    }

    private int longest(int[] nums, int i, int prev) {
        if (i == nums.length) {
            return 0;
        }
        if (memo[prev][i] > 0) {   // prev is -1 until the first element is taken
            return memo[prev][i] - 1;
        }
        int best = longest(nums, i + 1, prev);
        if (prev < 0 || nums[i] > nums[prev]) {
            best = Math.max(best, 1 + longest(nums, i + 1, i));
        }
        memo[prev][i] = best + 1;
        return best;
    }
}
