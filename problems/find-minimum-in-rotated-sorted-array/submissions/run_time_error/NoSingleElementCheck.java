/**
 * Fails at run time: looks for the drop by comparing nums[mid] with nums[mid + 1], guarded only by
 * "nums[0] < nums[n - 1] means not rotated". A single element is not below itself, so [n = 1]
 * reaches nums[mid + 1] = nums[1], past the end of the array.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int findMin(int[] nums) {
        int n = nums.length;
        if (nums[0] < nums[n - 1]) {
            return nums[0];
        }
        int lo = 0;
        int hi = n - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[mid + 1]) {
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
        return nums[0];
    }
}
