/**
 * The proof of this package's expected outputs (validate runs it on every test). For circles of up
 * to 20 houses it tries every set of houses (2^n bitmasks) and keeps those with no two neighbours,
 * house 0 and house n - 1 counting as neighbours when n >= 2. For longer circles, and as a second
 * opinion on short ones (it throws if the two disagree), it fixes the first house robbed, f: the
 * others must then lie in f + 2 .. n - 1 (or .. n - 2 when f = 0, the last house touching house 0),
 * a line it solves with an O(n^2) recurrence over the last house robbed. The accepted submissions
 * split the circle differently (without the first house, or without the last). It checks the
 * statement's constraints too: 1..100 houses, money 0..1000 in each.
 */
class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        require(n >= 1 && n <= 100, "nums has " + n + " elements, outside 1..100");
        for (int money : nums) {
            require(money >= 0 && money <= 1000, "a house holds " + money + ", outside 0..1000");
        }
        int byFirstRobbed = byFirstRobbed(nums);
        if (n <= 20) {
            int bySets = bySets(nums);
            if (bySets != byFirstRobbed) {
                throw new IllegalStateException("the proof's two methods disagree: " + bySets + " by sets, " + byFirstRobbed + " by the first house robbed");
            }
        }
        return byFirstRobbed;
    }

    private static int bySets(int[] nums) {
        int n = nums.length;
        int best = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            if ((mask & (mask >> 1)) != 0) {
                continue;   // two neighbours along the line
            }
            if (n >= 2 && (mask & 1) != 0 && (mask >> (n - 1) & 1) != 0) {
                continue;   // the first and the last house, neighbours across the circle
            }
            int total = 0;
            for (int i = 0; i < n; i++) {
                if ((mask >> i & 1) == 1) {
                    total += nums[i];
                }
            }
            best = Math.max(best, total);
        }
        return best;
    }

    private static int byFirstRobbed(int[] nums) {
        int n = nums.length;
        int best = 0;   // robbing nothing
        for (int f = 0; f < n; f++) {
            int lastAllowed = f == 0 ? n - 2 : n - 1;
            best = Math.max(best, nums[f] + line(nums, f + 2, lastAllowed));
        }
        return best;
    }

    /** The most money from the houses from..to in a line (0 when empty), by the last house robbed. */
    private static int line(int[] nums, int from, int to) {
        int length = to - from + 1;
        if (length <= 0) {
            return 0;
        }
        int[] last = new int[length];
        int best = 0;
        for (int j = 0; j < length; j++) {
            int before = 0;
            for (int i = 0; i <= j - 2; i++) {
                before = Math.max(before, last[i]);
            }
            last[j] = nums[from + j] + before;
            best = Math.max(best, last[j]);
        }
        return best;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
