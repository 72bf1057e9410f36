/**
 * The proof of this package's expected outputs (validate runs it on every test): it ticks off each
 * value in a boolean array of n + 1 places and returns the place left unticked, with neither XOR
 * nor a sum. It checks the statement's promises as it goes: every value in 0..n, no value twice,
 * and so exactly one number missing.
 */
class Solution {
    public int missingNumber(int[] nums) {
        int n = nums.length;
        require(n >= 1 && n <= 10_000, "n = " + n + " is not in 1..10^4");
        boolean[] present = new boolean[n + 1];
        for (int v : nums) {
            require(v >= 0 && v <= n, "the value " + v + " is not in 0..n = 0.." + n);
            require(!present[v], "the value " + v + " is in nums twice");
            present[v] = true;
        }
        int missing = -1;
        for (int k = 0; k <= n; k++) {
            if (!present[k]) {
                require(missing < 0, "both " + missing + " and " + k + " are missing");
                missing = k;
            }
        }
        return missing;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's promises)");
        }
    }
}
