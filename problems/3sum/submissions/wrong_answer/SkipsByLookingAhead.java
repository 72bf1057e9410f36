import java.util.*;

/**
 * Wrong: skips a repeated first number by comparing it with the next one, nums[i] == nums[i + 1],
 * instead of the previous one. That skips the first copy of a value, whose search range still
 * holds the second copy, and keeps the last copy: triplets that use the value twice are lost, such
 * as [-1,-1,2] in [-1,0,1,2,-1,-4].
 *
 * @expected-message missing (1): [-1,-1,2]
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> triplets = new ArrayList<>();
        int n = nums.length;
        for (int i = 0; i < n - 2; i++) {
            if (nums[i] == nums[i + 1]) {                   // should be: i > 0 && nums[i] == nums[i - 1]
                continue;
            }
            int left = i + 1;
            int right = n - 1;
            while (left < right) {
                int sum = nums[i] + nums[left] + nums[right];
                if (sum < 0) {
                    left++;
                } else if (sum > 0) {
                    right--;
                } else {
                    triplets.add(List.of(nums[i], nums[left], nums[right]));
                    do {
                        left++;
                    } while (left < right && nums[left] == nums[left - 1]);
                    do {
                        right--;
                    } while (left < right && nums[right] == nums[right + 1]);
                }
            }
        }
        return triplets;
    }
}
