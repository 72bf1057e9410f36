import java.util.*;

/**
 * Include-or-skip recursion: at index i the subset being built either takes nums[i] or leaves
 * it, and at the end of the array the subset is copied into the answer. 2^n leaves, one per
 * subset.
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        build(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void build(int[] nums, int i, List<Integer> chosen, List<List<Integer>> result) {
        if (i == nums.length) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        chosen.add(nums[i]);                       // take nums[i]
        build(nums, i + 1, chosen, result);
        chosen.remove(chosen.size() - 1);          // un-choose it
        build(nums, i + 1, chosen, result);        // leave nums[i]
    }
}
