import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it chooses how
 * many times each candidate is used, 0 up to what fits, for every candidate in turn (the accepted
 * submissions pick the next number instead), and keeps the multiplicities that reach the target.
 * Their number is checked against the coin-change recurrence, a second count that enumerates
 * nothing. It also checks the input against the statement's constraints.
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        require(candidates.length >= 1 && candidates.length <= 30,
                "candidates.length = " + candidates.length + " is outside 1..30");
        Set<Integer> seen = new HashSet<>();
        for (int c : candidates) {
            require(c >= 2 && c <= 40, "candidates holds " + c + ", outside 2..40");
            require(seen.add(c), "candidates holds " + c + " twice");
        }
        require(target >= 1 && target <= 40, "target = " + target + " is outside 1..40");

        List<List<Integer>> all = new ArrayList<>();
        multiplicities(candidates, 0, target, new int[candidates.length], all);
        if (all.size() != coinChangeCount(candidates, target)) {
            throw new IllegalStateException("the proof's two counts differ: " + all.size() + " listed, "
                    + coinChangeCount(candidates, target) + " by the recurrence");
        }
        require(all.size() < 150, all.size() + " combinations, not fewer than 150");
        return all;
    }

    private static void multiplicities(int[] candidates, int i, int remaining, int[] times, List<List<Integer>> out) {
        if (i == candidates.length) {
            if (remaining == 0) {
                List<Integer> combination = new ArrayList<>();
                for (int j = 0; j < candidates.length; j++) {
                    for (int t = 0; t < times[j]; t++) {
                        combination.add(candidates[j]);
                    }
                }
                out.add(combination);
            }
            return;
        }
        for (int t = 0; t * candidates[i] <= remaining; t++) {
            times[i] = t;
            multiplicities(candidates, i + 1, remaining - t * candidates[i], times, out);
        }
        times[i] = 0;
    }

    /** The number of multisets of candidates summing to target. */
    private static long coinChangeCount(int[] candidates, int target) {
        long[] ways = new long[target + 1];
        ways[0] = 1;
        for (int c : candidates) {
            for (int s = c; s <= target; s++) {
                ways[s] += ways[s - c];
            }
        }
        return ways[target];
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
