import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it counts
 * through all n^n sequences of n indices in 0..n-1 and keeps those that use no index twice, with
 * no backtracking at all, unlike the accepted submissions. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        int n = nums.length;
        require(n >= 1 && n <= 6, "nums.length = " + n + " is outside 1..6");
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) {
            require(x >= -10 && x <= 10, "nums holds " + x + ", outside -10..10");
            require(seen.add(x), "nums holds " + x + " twice");
        }
        List<List<Integer>> all = new ArrayList<>();
        int total = (int) Math.pow(n, n);
        for (int code = 0; code < total; code++) {
            int[] index = new int[n];
            int rest = code;
            for (int i = 0; i < n; i++) {
                index[i] = rest % n;
                rest /= n;
            }
            boolean[] used = new boolean[n];
            boolean repeats = false;
            for (int i : index) {
                repeats |= used[i];
                used[i] = true;
            }
            if (!repeats) {
                List<Integer> order = new ArrayList<>();
                for (int i : index) {
                    order.add(nums[i]);
                }
                all.add(order);
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
