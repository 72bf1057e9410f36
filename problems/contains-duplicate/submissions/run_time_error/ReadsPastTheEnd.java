import java.util.Arrays;

/**
 * Fails at run time: after sorting, compares nums[i] with nums[i + 1] for every i up to the last
 * index, so when no duplicate stops the loop early, nums[nums.length] is read.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 4 out of bounds for length 4
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        Arrays.sort(nums);
        for (int i = 0; i < nums.length; i++) {   // should stop at nums.length - 1
            if (nums[i] == nums[i + 1]) {
                return true;
            }
        }
        return false;
    }
}
