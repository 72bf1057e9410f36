/**
 * Wrong: the off-by-one of the textbook search for a value, hi = mid - 1, carried over to a search
 * for the minimum. When nums[mid] is not above nums[hi], mid itself may be the minimum, and
 * hi = mid - 1 throws it away: on [3,1,2] the first step looks at the 1 and keeps only the 3.
 *
 * @expected-message expected 1, got 3
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
                hi = mid - 1;
            }
        }
        return nums[lo];
    }
}
