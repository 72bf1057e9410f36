/**
 * Wrong: tests whether the left half is sorted with nums[lo] < nums[mid] instead of <=. When the
 * range has two elements, mid == lo, the left "half" is that one element, sorted, but the strict test
 * says it is not, and the code reasons about the right half as if it were sorted when it is not:
 * on [3,1] with target 1 it checks 3 < 1 <= 1, fails, and discards the 1.
 *
 * @expected-message expected 1, got -1
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
            if (nums[lo] < nums[mid]) {
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
