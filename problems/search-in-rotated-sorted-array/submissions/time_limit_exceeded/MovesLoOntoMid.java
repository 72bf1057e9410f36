/**
 * Never stops when target is absent: moves right with lo = mid instead of lo = mid + 1. Once lo
 * and hi are equal (or mid lands on lo), lo = mid leaves the range unchanged and the loop spins
 * forever; on the second example it is stuck at lo = hi = 3.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
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
                if (nums[lo] <= target && target < nums[mid]) {
                    hi = mid - 1;
                } else {
                    lo = mid;
                }
            } else {
                if (nums[mid] < target && target <= nums[hi]) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
        }
        return -1;
    }
}
