/**
 * Recursion over the elements, deciding for each one whether to take it: longest(i, prev) is the
 * longest increasing subsequence of nums[i..] whose elements all exceed nums[prev] (prev = -1:
 * no bound). Skip nums[i], or take it when it exceeds nums[prev]. Memoised in a table indexed by
 * prev + 1, so the "no element yet" state -1 has a row of its own. Time O(n^2), space O(n^2) ints
 * (25 MB at n = 2500) and a recursion n calls deep.
 */
class Solution {
    private int[] nums;
    private int[][] memo;

    public int lengthOfLIS(int[] nums) {
        this.nums = nums;
        this.memo = new int[nums.length + 1][nums.length];
        return longest(0, -1);
    }

    private int longest(int i, int prev) {
        if (i == nums.length) {
            return 0;
        }
        if (memo[prev + 1][i] != 0) {
            return memo[prev + 1][i] - 1;
        }
        int best = longest(i + 1, prev);
        if (prev < 0 || nums[i] > nums[prev]) {
            best = Math.max(best, 1 + longest(i + 1, i));
        }
        memo[prev + 1][i] = best + 1;   // stored plus one, so 0 means "not computed"
        return best;
    }
}
