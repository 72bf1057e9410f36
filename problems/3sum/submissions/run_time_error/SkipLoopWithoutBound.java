import java.util.*;

/**
 * Fails at run time: after a match it moves the pointers past equal values with loops that
 * compare nums[left] with nums[left + 1] but do not check that left + 1 is still inside the
 * array. In [0,0,0] the left pointer walks off the end: ArrayIndexOutOfBoundsException.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> triplets = new ArrayList<>();
        for (int i = 0; i < nums.length - 2; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) {
                continue;
            }
            int left = i + 1;
            int right = nums.length - 1;
            while (left < right) {
                int sum = nums[i] + nums[left] + nums[right];
                if (sum < 0) {
                    left++;
                } else if (sum > 0) {
                    right--;
                } else {
                    triplets.add(List.of(nums[i], nums[left], nums[right]));
                    while (nums[left] == nums[left + 1]) {     // missing: left < right
                        left++;
                    }
                    while (nums[right] == nums[right - 1]) {   // missing: left < right
                        right--;
                    }
                    left++;
                    right--;
                }
            }
        }
        return triplets;
    }
}
