import java.util.*;

/**
 * Wrong: a for-loop backtracking that records a subset only right after it has added a number,
 * so the empty subset (the one with no number added) is never recorded. Every other subset is
 * right.
 *
 * @expected-message missing (1):
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        extend(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void extend(int[] nums, int start, List<Integer> chosen, List<List<Integer>> result) {
        for (int i = start; i < nums.length; i++) {
            chosen.add(nums[i]);
            result.add(new ArrayList<>(chosen));   // recorded only once something was added
            extend(nums, i + 1, chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
