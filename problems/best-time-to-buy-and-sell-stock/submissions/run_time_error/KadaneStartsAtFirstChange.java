/**
 * Run-time error: Kadane's algorithm on the daily changes, started from the first change,
 * {@code changes[0]}. With a single day there are no changes, the array is empty, and reading its
 * first element throws ArrayIndexOutOfBoundsException. (Starting from 0, as the accepted
 * KadaneOnChanges does, needs no first element, and also never reports a loss.)
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
 */
class Solution {
    public int maxProfit(int[] prices) {
        int[] changes = new int[prices.length - 1];
        for (int day = 1; day < prices.length; day++) {
            changes[day - 1] = prices[day] - prices[day - 1];
        }
        int ending = changes[0];
        int best = Math.max(0, changes[0]);
        for (int i = 1; i < changes.length; i++) {
            ending = Math.max(changes[i], ending + changes[i]);
            best = Math.max(best, ending);
        }
        return best;
    }
}
