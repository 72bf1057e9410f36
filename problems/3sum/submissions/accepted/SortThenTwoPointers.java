import java.util.*;

/**
 * Sorts, then fixes the smallest number nums[i] of the triplet, skipping a value equal to the
 * one before it, and looks for the other two in nums[i+1..] with two pointers closing in from
 * both ends: a sum below 0 moves the left pointer up, above 0 moves the right one down. After a
 * match both pointers move past every copy of the values just used, so no triplet repeats.
 * O(n^2) time, O(log n) extra space for the sort besides the output.
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> triplets = new ArrayList<>();
        int n = nums.length;
        for (int i = 0; i < n - 2 && nums[i] <= 0; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) {
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
                    int usedLeft = nums[left];
                    int usedRight = nums[right];
                    while (left < right && nums[left] == usedLeft) {
                        left++;
                    }
                    while (left < right && nums[right] == usedRight) {
                        right--;
                    }
                }
            }
        }
        return triplets;
    }
}
