/**
 * Wrong: fills longest[i], the longest increasing subsequence ending at nums[i], correctly, but
 * returns longest[n - 1], as if the longest subsequence had to end at the last element. On
 * [1,2,3,0] the best ends at the 3; the one ending at 0 has length 1.
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        int n = nums.length;
        int[] longest = new int[n];
        for (int i = 0; i < n; i++) {
            longest[i] = 1;
            for (int j = 0; j < i; j++) {
                if (nums[j] < nums[i]) {
                    longest[i] = Math.max(longest[i], longest[j] + 1);
                }
            }
        }
        return longest[n - 1];   // the maximum over all i was meant
    }
}
