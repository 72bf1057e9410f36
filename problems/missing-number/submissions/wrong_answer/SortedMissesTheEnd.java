import java.util.*;

/**
 * Wrong: sorts the array and returns the first index i where nums[i] != i. That finds a missing
 * number inside the range, but when every index matches, the missing number is n, past the last
 * index, and the loop ends without a mismatch and returns -1.
 *
 * @expected-message expected 2, got -1
 */
class Solution {
    public int missingNumber(int[] nums) {
        Arrays.sort(nums);
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] != i) {
                return i;
            }
        }
        return -1;   // should be nums.length
    }
}
