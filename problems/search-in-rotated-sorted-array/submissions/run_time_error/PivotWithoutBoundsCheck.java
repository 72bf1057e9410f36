/**
 * Fails at run time: finds the rotation point as "the index whose next element is smaller", reading
 * nums[mid + 1] without checking that it exists. Arrays that are not rotated have no such index, and
 * the search walks right until mid is the last index: on the third example, [1], it reads nums[1].
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int search(int[] nums, int target) {
        int n = nums.length;
        int lo = 0;
        int hi = n - 1;
        int pivot = 0;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[mid + 1]) {
                pivot = mid + 1;
                break;
            }
            if (nums[mid] >= nums[0]) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        int result = find(nums, 0, pivot - 1, target);
        return result != -1 ? result : find(nums, pivot, n - 1, target);
    }

    private static int find(int[] nums, int lo, int hi, int target) {
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
