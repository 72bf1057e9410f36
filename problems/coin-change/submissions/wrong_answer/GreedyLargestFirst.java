import java.util.Arrays;

/**
 * Wrong: greedy, as a cashier pays: takes as many of the largest coin as fit, then as many of the
 * next largest, and so on. That is optimal for coin systems like 1, 2, 5, but not in general: for
 * 1, 3, 4 and the amount 6 it pays 4 + 1 + 1 (three coins) where 3 + 3 (two) is best. When the
 * greedy choice leaves a remainder nothing fits (5 and 2 for 6) it even answers -1.
 *
 * @expected-message expected 2, got 3
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] sorted = coins.clone();
        Arrays.sort(sorted);
        int count = 0;
        int left = amount;
        for (int i = sorted.length - 1; i >= 0; i--) {
            count += left / sorted[i];
            left %= sorted[i];
        }
        return left == 0 ? count : -1;
    }
}
