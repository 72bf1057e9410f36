import java.util.*;

/**
 * Wrong: an off-by-one in the loop bound. The numbers are 1..n, but the loop stops at x < n, as
 * it would for indices 0..n-1, so n itself is never chosen and every choice containing it is
 * missing.
 *
 * @expected-message missing (4):
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
        for (int x = from; x < n; x++) {           // should be x <= n
            chosen.add(x);
            choose(x + 1, n, k, chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
