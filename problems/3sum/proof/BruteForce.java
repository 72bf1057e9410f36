import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It counts how
 * often each value occurs, then enumerates pairs of values a <= b from the distinct values,
 * sets c = -a - b, and keeps a <= b <= c when the counts allow it (a value used twice must occur
 * at least twice, three times thrice). No sorting of positions, no pointers and no hash set of
 * triplets, unlike the accepted submissions; each triplet is made once, by its smallest two
 * values. O(d^2) for d distinct values. It also checks the input against the constraints.
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        require(nums.length >= 3 && nums.length <= 3000, "nums.length = " + nums.length + " is outside 3..3000");
        Map<Integer, Integer> count = new TreeMap<>();
        for (int x : nums) {
            require(x >= -100_000 && x <= 100_000, "nums holds " + x + ", outside -10^5..10^5");
            count.merge(x, 1, Integer::sum);
        }
        Map<Integer, Integer> lookup = new HashMap<>(count);
        int[] values = count.keySet().stream().mapToInt(Integer::intValue).toArray();
        List<List<Integer>> triplets = new ArrayList<>();
        for (int p = 0; p < values.length; p++) {
            for (int q = p; q < values.length; q++) {
                int a = values[p];
                int b = values[q];
                int c = -a - b;
                if (c < b) {
                    break;                   // b only grows along q, so c only shrinks
                }
                Integer available = lookup.get(c);
                if (available == null) {
                    continue;
                }
                Map<Integer, Integer> needed = new HashMap<>();
                needed.merge(a, 1, Integer::sum);
                needed.merge(b, 1, Integer::sum);
                needed.merge(c, 1, Integer::sum);
                boolean enough = true;
                for (Map.Entry<Integer, Integer> e : needed.entrySet()) {
                    enough &= lookup.get(e.getKey()) >= e.getValue();
                }
                if (enough) {
                    triplets.add(List.of(a, b, c));
                }
            }
        }
        return triplets;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
