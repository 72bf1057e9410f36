/**
 * Binary search against the right end. The minimum always lies in [lo, hi]. When nums[mid] is
 * greater than nums[hi], mid is in the first (larger) run and the minimum is to its right, so
 * lo = mid + 1; otherwise mid is in the second run and the minimum is mid or to its left, so
 * hi = mid. The range shrinks every step and stops at one element, the minimum.
 * O(log n) time, O(1) space.
 */
class Solution {
    public int findMin(int[] nums) {
        int lo = 0;
        int hi = nums.length - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[hi]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return nums[lo];
    }
}
