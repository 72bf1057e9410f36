import java.util.Arrays;

/**
 * Fails at run time: fills the table forwards, from each amount a that can be made to a + coin,
 * and checks a + coin <= amount in int arithmetic. A coin may be as large as 2^31 - 1, and then
 * a + coin wraps round to a negative number, which passes the check and indexes the table at
 * -2147483648 for a = 1: an ArrayIndexOutOfBoundsException.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 3
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] fewest = new int[amount + 1];
        Arrays.fill(fewest, -1);
        fewest[0] = 0;
        for (int a = 0; a < amount; a++) {
            if (fewest[a] < 0) {
                continue;
            }
            for (int coin : coins) {
                if (a + coin <= amount) {   // wraps round when coin is near Integer.MAX_VALUE
                    int next = a + coin;
                    if (fewest[next] < 0 || fewest[a] + 1 < fewest[next]) {
                        fewest[next] = fewest[a] + 1;
                    }
                }
            }
        }
        return fewest[amount];
    }
}
