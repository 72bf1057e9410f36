/**
 * Patience sorting: tails[k] is the smallest value that ends an increasing subsequence of length
 * k + 1 among the elements seen so far, so tails is strictly increasing. Each new x replaces the
 * first tail that is >= x (found by binary search), or extends tails when every tail is < x; the
 * number of tails is the answer. Replacing the first tail >= x, not > x, keeps equal values from
 * stacking up: the subsequence must be strictly increasing. Time O(n log n), space O(n).
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        int[] tails = new int[nums.length];
        int size = 0;
        for (int x : nums) {
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            tails[lo] = x;
            if (lo == size) {
                size++;
            }
        }
        return size;
    }
}
