/**
 * One binary search. Of the two halves around mid, at least one is sorted: the left one when
 * nums[lo] <= nums[mid] (<=, because lo may equal mid), else the right one. If target lies within
 * the sorted half's range of values, search there; otherwise it can only be in the other half.
 * O(log n) time, O(1) space.
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
                    lo = mid + 1;
                }
            } else {
                if (nums[mid] < target && target <= nums[hi]) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
        }
        return -1;
    }
}
