/**
 * Dynamic programming over the last element: longest[i] is the length of the longest increasing
 * subsequence that ends at nums[i], which is 1 plus the largest longest[j] over the j < i with
 * nums[j] < nums[i] (or 1 alone). The answer is the largest longest[i], wherever it ends.
 * Time O(n^2), about 3 * 10^6 comparisons at n = 2500; space O(n).
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        int n = nums.length;
        int[] longest = new int[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            longest[i] = 1;
            for (int j = 0; j < i; j++) {
                if (nums[j] < nums[i] && longest[j] + 1 > longest[i]) {
                    longest[i] = longest[j] + 1;
                }
            }
            best = Math.max(best, longest[i]);
        }
        return best;
    }
}
