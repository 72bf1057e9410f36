/**
 * Wrong: compares the middle with the left end instead of the right. "nums[mid] >= nums[lo] means
 * the left half is sorted, so the minimum is on the right" forgets that a sorted range may start
 * with the minimum itself: once lo reaches the second run (or from the start, when the array was
 * rotated n times and is sorted), every step moves right and the search ends on the last element.
 * On [3,4,5,1,2], lo jumps to the 1 and then past it, to the 2.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int findMin(int[] nums) {
        int lo = 0;
        int hi = nums.length - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] >= nums[lo]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return nums[lo];
    }
}
