/**
 * One pass from left to right, keeping the cheapest price seen so far: selling today at best
 * earns today's price minus that minimum, and the answer is the best such profit over all days
 * (0 when no day beats an earlier one). O(n) time, O(1) extra space.
 */
class Solution {
    public int maxProfit(int[] prices) {
        int cheapest = prices[0];
        int best = 0;
        for (int price : prices) {
            cheapest = Math.min(cheapest, price);
            best = Math.max(best, price - cheapest);
        }
        return best;
    }
}
