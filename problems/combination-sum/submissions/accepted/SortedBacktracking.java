import java.util.*;

/**
 * Backtracking over the sorted candidates. From index i the combination may take candidates[i]
 * again (recurse with i, not i + 1) or any later candidate, never an earlier one, so each
 * multiset is built once, in non-decreasing order. Sorting lets the loop stop at the first
 * candidate larger than what is left of the target.
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        int[] sorted = candidates.clone();
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
            search(c, i, remaining - c[i], chosen, result);   // i again: c[i] may be reused
            chosen.remove(chosen.size() - 1);
        }
    }
}
