import java.util.Arrays;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a strictly
 * increasing subsequence of nums is exactly a common subsequence of nums and of its distinct values
 * in increasing order, so the answer is the length of their longest common subsequence, computed
 * by the textbook two-row table. It shares no recurrence with the accepted submissions. It also
 * checks the input against the statement's constraints.
 */
class Solution {
    public int lengthOfLIS(int[] nums) {
        require(nums.length >= 1 && nums.length <= 2500, "nums.length = " + nums.length + " is outside 1..2500");
        for (int x : nums) {
            require(x >= -10_000 && x <= 10_000, "nums holds " + x + ", outside -10^4..10^4");
        }
        int[] sorted = Arrays.stream(nums).distinct().sorted().toArray();
        int n = nums.length;
        int m = sorted.length;
        int[] previous = new int[m + 1];
        int[] current = new int[m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                current[j] = nums[i - 1] == sorted[j - 1]
                        ? previous[j - 1] + 1
                        : Math.max(previous[j], current[j - 1]);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[m];
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
