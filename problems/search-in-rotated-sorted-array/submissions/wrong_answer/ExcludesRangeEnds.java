/**
 * Wrong: asks whether target is inside the sorted half with strict comparisons at both ends,
 * nums[lo] < target, where the end of the range may itself be the target. A target equal to
 * nums[lo] is sent to the other half and never found: on the first example, once the range is
 * [0,1,2] and the middle is 1, it decides 0 is not strictly between 0 and 1 and moves right, past
 * the 0.
 *
 * @expected-message expected 4, got -1
 */
class Solution {
    public int search(int[] nums, int target) {
        int lo = 0;
        int hi = nums.length - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) {
                return mid;
            }
            if (nums[lo] <= nums[mid]) {
                if (nums[lo] < target && target < nums[mid]) {
                    hi = mid - 1;
                } else {
                    lo = mid + 1;
                }
            } else {
                if (nums[mid] < target && target < nums[hi]) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
        }
        return -1;
    }
}
