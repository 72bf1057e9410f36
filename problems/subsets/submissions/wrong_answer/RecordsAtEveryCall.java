import java.util.*;

/**
 * Wrong: mixes the two usual templates. It branches include-or-skip like a leaf-recording
 * recursion, but records the subset at every call like a for-loop recursion. Skipping a number
 * leaves the subset unchanged, so the same subset is recorded again on the skip branch: []
 * alone is recorded n + 1 times.
 *
 * @expected-message repeated
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        build(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void build(int[] nums, int i, List<Integer> chosen, List<List<Integer>> result) {
        result.add(new ArrayList<>(chosen));       // should happen only when i == nums.length
        if (i == nums.length) {
            return;
        }
        chosen.add(nums[i]);
        build(nums, i + 1, chosen, result);
        chosen.remove(chosen.size() - 1);
        build(nums, i + 1, chosen, result);
    }
}
