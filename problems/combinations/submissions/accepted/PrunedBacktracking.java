import java.util.*;

/**
 * Backtracking over increasing numbers: each choice is built in increasing order, so it is
 * produced once. The next number runs from one past the last chosen up to n - (still needed) + 1
 * only: starting any later would leave too few numbers to fill the choice.
 */
class Solution {
    public List<List<Integer>> combine(int n, int k) {
        List<List<Integer>> result = new ArrayList<>();
        choose(1, n, k, new ArrayList<>(k), result);
        return result;
    }

    private void choose(int from, int n, int k, List<Integer> chosen, List<List<Integer>> result) {
        if (chosen.size() == k) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        int needed = k - chosen.size();
        for (int x = from; x <= n - needed + 1; x++) {
            chosen.add(x);
            choose(x + 1, n, k, chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
