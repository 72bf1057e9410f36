import java.util.Arrays;

/**
 * Wrong: marks amounts that cannot be made with Integer.MAX_VALUE, then adds 1 to it. Integer
 * arithmetic wraps round, so MAX_VALUE + 1 is Integer.MIN_VALUE, the smallest int, which wins every
 * Math.min: an amount that cannot be made "costs" -2147483648 coins, and so does everything built
 * on it. For coins [2] and amount 3, fewest[1] is MAX_VALUE, and fewest[3] = fewest[1] + 1 wraps.
 *
 * @expected-message expected -1, got -2147483648
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] fewest = new int[amount + 1];
        Arrays.fill(fewest, Integer.MAX_VALUE);
        fewest[0] = 0;
        for (int a = 1; a <= amount; a++) {
            for (int coin : coins) {
                if (coin <= a) {
                    fewest[a] = Math.min(fewest[a], fewest[a - coin] + 1);   // MAX_VALUE + 1 wraps
                }
            }
        }
        return fewest[amount] == Integer.MAX_VALUE ? -1 : fewest[amount];
    }
}
