/**
 * Correct but too slow: tries every coin as the first one and recurses on what is left, without
 * remembering any amount it has solved. The same amounts are solved again and again along every
 * order of the same coins: for coins 83, 186, 408, 419 and the amount 6249 the call tree has
 * billions of nodes, where a table needs 6250 entries.
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        if (amount == 0) {
            return 0;
        }
        int best = -1;
        for (int coin : coins) {
            if (coin <= amount) {
                int rest = coinChange(coins, amount - coin);
                if (rest >= 0 && (best < 0 || rest + 1 < best)) {
                    best = rest + 1;
                }
            }
        }
        return best;
    }
}
