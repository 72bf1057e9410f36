/**
 * Never stops: pairs the loop condition lo <= hi (from the search for a value) with hi = mid (from
 * the search for the minimum). Once the range is one element, lo == hi == mid, the else branch sets
 * hi = mid again, and nothing changes: an endless loop on every input.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int findMin(int[] nums) {
        int lo = 0;
        int hi = nums.length - 1;
        while (lo <= hi) {
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
