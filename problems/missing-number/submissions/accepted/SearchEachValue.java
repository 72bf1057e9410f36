/**
 * The brute force: for each k = 0, 1, ..., n, scan the array for k and return the first k that is
 * not there. Time O(n^2), about 5 * 10^7 comparisons at n = 10^4 when the missing number is n:
 * accepted, as on LeetCode. Extra space O(1).
 */
class Solution {
    public int missingNumber(int[] nums) {
        for (int k = 0; k <= nums.length; k++) {
            boolean found = false;
            for (int v : nums) {
                if (v == k) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return k;
            }
        }
        throw new IllegalStateException("no number of 0..n is missing");
    }
}
