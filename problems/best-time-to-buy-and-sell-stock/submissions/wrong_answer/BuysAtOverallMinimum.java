/**
 * Wrong: assumes the best trade buys on the cheapest day of all, and sells at the highest price
 * after it. When the cheapest day comes late, the rise before it is lost: [2,9,1,4] buys at 1 and
 * earns 3, where 2 then 9 earns 7.
 *
 * @expected-message expected 7, got 3
 */
class Solution {
    public int maxProfit(int[] prices) {
        int cheapestDay = 0;
        for (int day = 1; day < prices.length; day++) {
            if (prices[day] < prices[cheapestDay]) {
                cheapestDay = day;
            }
        }
        int best = 0;
        for (int day = cheapestDay + 1; day < prices.length; day++) {
            best = Math.max(best, prices[day] - prices[cheapestDay]);
        }
        return best;
    }
}
