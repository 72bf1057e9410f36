import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a breadth-first
 * search over the amounts, from 0 upwards, where a step adds one coin and never passes the
 * target. The first time the search reaches amount, the number of steps is the fewest coins;
 * when the queue runs dry first, amount cannot be made. No table of best counts, no recurrence:
 * the accepted submissions minimise over a table instead. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public int coinChange(int[] coins, int amount) {
        require(coins.length >= 1 && coins.length <= 12, "coins.length = " + coins.length + " is outside 1..12");
        Set<Integer> seen = new HashSet<>();
        for (int coin : coins) {
            require(coin >= 1, "a coin is worth " + coin + ", less than 1");
            require(seen.add(coin), "the coin " + coin + " is listed twice; the denominations differ");
        }
        require(amount >= 0 && amount <= 10_000, "amount = " + amount + " is outside 0..10^4");

        boolean[] reached = new boolean[amount + 1];
        ArrayDeque<Integer> level = new ArrayDeque<>();
        level.add(0);
        reached[0] = true;
        for (int steps = 0; !level.isEmpty(); steps++) {
            ArrayDeque<Integer> next = new ArrayDeque<>();
            for (int a : level) {
                if (a == amount) {
                    return steps;
                }
                for (int coin : coins) {
                    long b = (long) a + coin;
                    if (b <= amount && !reached[(int) b]) {
                        reached[(int) b] = true;
                        next.add((int) b);
                    }
                }
            }
            level = next;
        }
        return -1;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
