import java.util.Arrays;

/**
 * The same table filled coin by coin, as an unbounded knapsack: after the coins seen so far,
 * fewest[a] is the fewest of them that make a. Adding a coin c, a rising loop over a from c up
 * lets fewest[a - c] already use c, so any number of c's is allowed. Long arithmetic is not
 * needed: the loop starts at c only when c <= amount. Time O(amount * coins.length), space
 * O(amount).
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        final int impossible = Integer.MAX_VALUE / 2;
        int[] fewest = new int[amount + 1];
        Arrays.fill(fewest, impossible);
        fewest[0] = 0;
        for (int coin : coins) {
            for (int a = coin; a <= amount; a++) {
                fewest[a] = Math.min(fewest[a], fewest[a - coin] + 1);
            }
        }
        return fewest[amount] == impossible ? -1 : fewest[amount];
    }
}
