import java.util.*;

/**
 * Wrong: borrows the subsets template and records the arrangement at every call, not only when
 * it holds all n numbers. Besides the n! permutations, the answer then holds every shorter
 * arrangement too, from [] to the ones missing a single number.
 *
 * @expected-message unexpected (10):
 */
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        fill(nums, new boolean[nums.length], new ArrayList<>(), result);
        return result;
    }

    private void fill(int[] nums, boolean[] used, List<Integer> order, List<List<Integer>> result) {
        result.add(new ArrayList<>(order));        // should wait until order.size() == nums.length
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) {
                continue;
            }
            used[i] = true;
            order.add(nums[i]);
            fill(nums, used, order, result);
            order.remove(order.size() - 1);
            used[i] = false;
        }
    }
}
