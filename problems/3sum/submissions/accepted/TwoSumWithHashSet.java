import java.util.*;

/**
 * Sorts, fixes the first number nums[i] (each value once), and solves two-sum with target
 * -nums[i] on nums[i+1..] with a hash set of the numbers seen so far in that suffix. A match
 * with nums[j] is recorded, then j moves past the copies of nums[j], so each pair of values is
 * recorded once. O(n^2) expected time, O(n) extra space for the set.
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> triplets = new ArrayList<>();
        for (int i = 0; i < nums.length - 2; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) {
                continue;
            }
            Set<Integer> seen = new HashSet<>();
            int j = i + 1;
            while (j < nums.length) {
                int wanted = -nums[i] - nums[j];
                if (seen.contains(wanted)) {
                    triplets.add(Arrays.asList(nums[i], wanted, nums[j]));
                    while (j + 1 < nums.length && nums[j + 1] == nums[j]) {
                        j++;
                    }
                }
                seen.add(nums[j]);
                j++;
            }
        }
        return triplets;
    }
}
