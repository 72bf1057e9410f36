import java.util.*;

/**
 * Wrong: recurses with i + 1, as in the subsets problem, so a candidate is used at most once.
 * The combinations of distinct candidates are all found; every one that repeats a candidate,
 * like [4,4], is missing.
 *
 * @expected-message missing (1):
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] c, int from, int remaining, List<Integer> chosen, List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = from; i < c.length; i++) {
            if (c[i] <= remaining) {
                chosen.add(c[i]);
                search(c, i + 1, remaining - c[i], chosen, result);   // should be i: reuse allowed
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
