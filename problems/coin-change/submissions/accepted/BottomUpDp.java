/**
 * Bottom-up dynamic programming over the amounts: fewest[a] is the fewest coins that make a, or
 * amount + 1 (more than any real answer, since every coin is worth at least 1) when a cannot be
 * made. fewest[0] = 0, and each a from 1 up takes the best fewest[a - c] + 1 over the coins c <= a.
 * Time O(amount * coins.length), space O(amount).
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] fewest = new int[amount + 1];
        for (int a = 1; a <= amount; a++) {
            fewest[a] = amount + 1;
            for (int coin : coins) {
                if (coin <= a && fewest[a - coin] + 1 < fewest[a]) {
                    fewest[a] = fewest[a - coin] + 1;
                }
            }
        }
        return fewest[amount] > amount ? -1 : fewest[amount];
    }
}
