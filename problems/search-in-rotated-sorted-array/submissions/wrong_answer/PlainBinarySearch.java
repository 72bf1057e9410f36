/**
 * Wrong: an ordinary binary search, as if the array were sorted. On a rotated array, "nums[mid] is
 * above target, so target is on the left" is false for a target in the second run: on the first
 * example it sees the 7 in the middle and searches [4,5,6] for 0.
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
            } else if (nums[mid] < target) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }
}
