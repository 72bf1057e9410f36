import java.util.*;

/**
 * Position-by-position backtracking: for the next position, try every number not used yet,
 * mark it used, fill the remaining positions recursively, then unmark it and remove it again so
 * the next number can take its place.
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
            order.remove(order.size() - 1);
            used[i] = false;
        }
    }
}
