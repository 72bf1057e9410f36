import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): every bitmask
 * of n bits with exactly k of them set is one choice (bit x - 1 set: x is chosen), with no
 * recursion at all, unlike the accepted submissions. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public List<List<Integer>> combine(int n, int k) {
        require(n >= 1 && n <= 20, "n = " + n + " is outside 1..20");
        require(k >= 1 && k <= n, "k = " + k + " is outside 1..n");
        List<List<Integer>> all = new ArrayList<>();
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) == k) {
                List<Integer> choice = new ArrayList<>(k);
                for (int x = 1; x <= n; x++) {
                    if ((mask >> (x - 1) & 1) == 1) {
                        choice.add(x);
                    }
                }
                all.add(choice);
            }
        }
        return all;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
