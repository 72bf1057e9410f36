/**
 * Two binary searches. The first finds the index of the minimum (where the rotation cut the array)
 * by comparing the middle with the last element. That splits the array into two sorted runs,
 * [0, pivot) and [pivot, n); target can only be in the run whose values cover it, and an ordinary
 * binary search finds it there. O(log n) time, O(1) space.
 */
class Solution {
    public int search(int[] nums, int target) {
        int n = nums.length;
        int lo = 0;
        int hi = n - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[hi]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int pivot = lo;
        if (target >= nums[pivot] && target <= nums[n - 1]) {
            return binarySearch(nums, pivot, n - 1, target);
        }
        return binarySearch(nums, 0, pivot - 1, target);
    }

    private static int binarySearch(int[] nums, int lo, int hi, int target) {
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) {
                return mid;
            } else if (nums[mid] < target) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }
}
