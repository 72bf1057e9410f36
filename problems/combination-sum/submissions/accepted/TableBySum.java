import java.util.*;

/**
 * Dynamic programming, as in counting coin changes: ways[s] lists the combinations summing to s
 * built from the candidates seen so far. Candidates are taken one at a time in the outer loop,
 * so each combination is built in one candidate order only and never twice.
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<List<Integer>>> ways = new ArrayList<>();
        for (int s = 0; s <= target; s++) {
            ways.add(new ArrayList<>());
        }
        ways.get(0).add(new ArrayList<>());
        for (int c : candidates) {
            for (int s = c; s <= target; s++) {              // increasing s: c may be used again
                for (List<Integer> smaller : ways.get(s - c)) {
                    List<Integer> longer = new ArrayList<>(smaller);
                    longer.add(c);
                    ways.get(s).add(longer);
                }
            }
        }
        return ways.get(target);
    }
}
