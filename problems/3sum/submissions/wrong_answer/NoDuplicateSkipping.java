import java.util.*;

/**
 * Wrong: sorts and closes in with two pointers, but never skips equal values, neither for the
 * first number nor after a match. The same triplet is then found once for every way to pick it:
 * in [-1,0,1,2,-1,-4], [-1,0,1] comes once from each -1.
 *
 * @expected-message repeated (1): [-1,0,1]
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> triplets = new ArrayList<>();
        for (int i = 0; i < nums.length - 2; i++) {       // missing: skip nums[i] == nums[i - 1]
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
                    left++;                                 // missing: move past equal values
                    right--;
                }
            }
        }
        return triplets;
    }
}
