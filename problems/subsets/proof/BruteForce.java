import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): every bitmask
 * from 0 to 2^n - 1 is one subset (bit i set: nums[i] is in it), with no recursion at all, unlike
 * the accepted submissions. It also checks the input against the statement's constraints.
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        require(nums.length >= 1 && nums.length <= 10, "nums.length = " + nums.length + " is outside 1..10");
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) {
            require(x >= -10 && x <= 10, "nums holds " + x + ", outside -10..10");
            require(seen.add(x), "nums holds " + x + " twice");
        }
        List<List<Integer>> all = new ArrayList<>();
        for (int mask = 0; mask < 1 << nums.length; mask++) {
            List<Integer> subset = new ArrayList<>();
            for (int i = 0; i < nums.length; i++) {
                if ((mask >> i & 1) == 1) {
                    subset.add(nums[i]);
                }
            }
            all.add(subset);
        }
        return all;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
