import java.util.*;

/**
 * Wrong: every step tries all candidates again from the first one. Each sum is found, but each
 * combination is found once per order of its numbers: 3 + 5 and 5 + 3 both come out, as [3,5]
 * and [5,3].
 *
 * @expected-message [3,5] twice: at 1 and 3 (as [3,5] and [5,3]
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] c, int remaining, List<Integer> chosen, List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = 0; i < c.length; i++) {                 // should start where the last pick was
            if (c[i] <= remaining) {
                chosen.add(c[i]);
                search(c, remaining - c[i], chosen, result);
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
