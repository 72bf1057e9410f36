import java.util.*;

/**
 * Wrong: removes the number from the arrangement when it backtracks, but forgets to clear its
 * "used" flag. After the first full permutation every number stays marked as used, so no other
 * permutation is ever built: the answer holds only the first one.
 *
 * @expected-message missing (5):
 */
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        fill(nums, new boolean[nums.length], new ArrayList<>(), result);
        return result;
    }

    private void fill(int[] nums, boolean[] used, List<Integer> order, List<List<Integer>> result) {
        if (order.size() == nums.length) {
            result.add(new ArrayList<>(order));
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) {
                continue;
            }
            used[i] = true;
            order.add(nums[i]);
            fill(nums, used, order, result);
            order.remove(order.size() - 1);        // used[i] = false is missing
        }
    }
}
