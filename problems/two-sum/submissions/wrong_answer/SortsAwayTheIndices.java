import java.util.Arrays;

/**
 * Wrong: sorts nums itself and runs two pointers over it, then returns the positions in the
 * sorted array. Those are not the indices in the array given: on [3,2,4] with target 6 the
 * sorted array is [2,3,4] and the pair 2 + 4 sits at 0 and 2 there, but at 1 and 2 in nums.
 *
 * @expected-message expected 2 elements in any order, got 2: 1 missing, 1 unexpected (positions in your list, counted from 1) missing (1): 1 unexpected (1): 0 at 1
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Arrays.sort(nums);
        int lo = 0;
        int hi = nums.length - 1;
        while (lo < hi) {
            int sum = nums[lo] + nums[hi];
            if (sum == target) {
                return new int[] {lo, hi};   // positions in the sorted copy, not in the input
            } else if (sum < target) {
                lo++;
            } else {
                hi--;
            }
        }
        return new int[0];
    }
}
