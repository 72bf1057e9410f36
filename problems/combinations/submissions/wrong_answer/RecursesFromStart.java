import java.util.*;

/**
 * Wrong: recurses with from + 1 (one past where this loop started) instead of x + 1 (one past
 * the number just chosen). Later numbers can then be followed by smaller or equal ones: it
 * builds [2,2], and [3,2] as well as [2,3].
 *
 * @expected-message unexpected (4):
 */
class Solution {
    public List<List<Integer>> combine(int n, int k) {
        List<List<Integer>> result = new ArrayList<>();
        choose(1, n, k, new ArrayList<>(), result);
        return result;
    }

    private void choose(int from, int n, int k, List<Integer> chosen, List<List<Integer>> result) {
        if (chosen.size() == k) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int x = from; x <= n; x++) {
            chosen.add(x);
            choose(from + 1, n, k, chosen, result);  // should be x + 1
            chosen.remove(chosen.size() - 1);
        }
    }
}
