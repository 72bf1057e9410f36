/**
 * Kadane's algorithm on the daily changes: buying on day i and selling on day j earns the sum of
 * the changes prices[i+1] - prices[i], ..., prices[j] - prices[j-1], so the best trade is the
 * largest sum of consecutive changes, or 0 for no trade. {@code ending} is the best sum of changes
 * that ends today (0 when every such sum is negative: buy today instead). O(n) time, O(1) extra
 * space; one day has no change and gives 0.
 */
class Solution {
    public int maxProfit(int[] prices) {
        int ending = 0;
        int best = 0;
        for (int day = 1; day < prices.length; day++) {
            ending = Math.max(0, ending + prices[day] - prices[day - 1]);
            best = Math.max(best, ending);
        }
        return best;
    }
}
