import java.util.*;

/**
 * Leaves the array unsorted: for each first number (each value once, remembered in a set), runs
 * a hash-based two-sum over the numbers after it, and stores every triplet found as a sorted
 * list in a set, which removes the repeats. O(n^2) expected time, with more hashing than the
 * sorted approaches; O(n) extra space besides the output.
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Set<List<Integer>> found = new HashSet<>();
        Set<Integer> firstValuesDone = new HashSet<>();
        for (int i = 0; i < nums.length; i++) {
            if (!firstValuesDone.add(nums[i])) {
                continue;
            }
            Set<Integer> seen = new HashSet<>();
            for (int j = i + 1; j < nums.length; j++) {
                int wanted = -nums[i] - nums[j];
                if (seen.contains(wanted)) {
                    int[] t = {nums[i], nums[j], wanted};
                    Arrays.sort(t);
                    found.add(List.of(t[0], t[1], t[2]));
                }
                seen.add(nums[j]);
            }
        }
        return new ArrayList<>(found);
    }
}
