import java.util.*;

/**
 * Wrong: the recursion is right, but it adds the working list itself to the answer instead of
 * a copy. Every entry of the answer is then the same list object, which is empty again once the
 * recursion has un-chosen everything: the answer is 2^n empty lists.
 *
 * @expected-message your answer holds the same list object 8 times (at 1, 2, 3, 4, 5 and 3 more, counted from 1)
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        build(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void build(int[] nums, int i, List<Integer> chosen, List<List<Integer>> result) {
        if (i == nums.length) {
            result.add(chosen);                    // the same object every time, not a copy
            return;
        }
        chosen.add(nums[i]);
        build(nums, i + 1, chosen, result);
        chosen.remove(chosen.size() - 1);
        build(nums, i + 1, chosen, result);
    }
}
