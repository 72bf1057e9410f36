/**
 * Recursion with memoisation: fewest(a) is 0 for a = 0, and otherwise one coin plus the best
 * fewest(a - c) over the coins c <= a, or -1 when no coin leads to an amount that can be made.
 * Each amount is solved once and remembered (memo[a] == 0 means not solved yet for a > 0; -1 is
 * remembered too, so an amount that cannot be made is never searched again). Time
 * O(amount * coins.length), space O(amount) for the memo and the recursion, which goes as deep
 * as amount calls when the coin 1 is there.
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        return fewest(coins, amount, new int[amount + 1]);
    }

    private int fewest(int[] coins, int a, int[] memo) {
        if (a == 0) {
            return 0;
        }
        if (memo[a] != 0) {
            return memo[a];
        }
        int best = Integer.MAX_VALUE;
        for (int coin : coins) {
            if (coin <= a) {
                int rest = fewest(coins, a - coin, memo);
                if (rest >= 0 && rest + 1 < best) {
                    best = rest + 1;
                }
            }
        }
        memo[a] = best == Integer.MAX_VALUE ? -1 : best;
        return memo[a];
    }
}
