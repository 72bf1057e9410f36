/**
 * Wrong: returns the first index i where nums[i] != i, as if the array were sorted. It is in no
 * particular order, so that index says nothing about which number is missing.
 *
 * @expected-message expected 2, got 0
 */
class Solution {
    public int missingNumber(int[] nums) {
        for (int i = 0; i < nums.length; i++) {   // missing: Arrays.sort(nums) first
            if (nums[i] != i) {
                return i;
            }
        }
        return nums.length;
    }
}
