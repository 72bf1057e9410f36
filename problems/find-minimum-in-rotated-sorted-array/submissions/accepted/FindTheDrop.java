/**
 * Binary search for the drop, the one place where an element is smaller than the one before it.
 * If the array's first element is below its last, there was no drop (rotated n times) and the
 * first element is the minimum. Otherwise, compare the middle with nums[0]: at or above it, mid
 * is still in the first run and the drop is to its right; below it, mid is in the second run.
 * Checks nums[mid + 1] and nums[mid - 1] only where they exist. O(log n) time, O(1) space.
 */
class Solution {
    public int findMin(int[] nums) {
        int n = nums.length;
        if (n == 1 || nums[0] < nums[n - 1]) {
            return nums[0];
        }
        int lo = 0;
        int hi = n - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (mid + 1 < n && nums[mid] > nums[mid + 1]) {
                return nums[mid + 1];
            }
            if (mid > 0 && nums[mid - 1] > nums[mid]) {
                return nums[mid];
            }
            if (nums[mid] >= nums[0]) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        throw new IllegalStateException("no drop found: the array is not a rotated sorted array");
    }
}
