import java.util.TreeSet;

/**
 * The proof of this package's expected outputs (validate runs it on every test): up to 3000
 * numbers it compares every pair; beyond that, where 10^5 numbers would make 5 * 10^9 pairs, it
 * keeps the values in a balanced search tree (TreeSet), neither a hash set nor a sort as in the
 * accepted submissions. It also checks the input against the statement's constraints.
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        require(nums.length >= 1 && nums.length <= 100_000, "nums.length = " + nums.length + " is outside 1..10^5");
        for (int x : nums) {
            require(Math.abs((long) x) <= 1_000_000_000L, "nums holds " + x + ", outside -10^9..10^9");
        }
        if (nums.length <= 3000) {
            for (int i = 0; i < nums.length; i++) {
                for (int j = i + 1; j < nums.length; j++) {
                    if (nums[i] == nums[j]) {
                        return true;
                    }
                }
            }
            return false;
        }
        TreeSet<Integer> tree = new TreeSet<>();
        for (int x : nums) {
            tree.add(x);
        }
        return tree.size() < nums.length;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
