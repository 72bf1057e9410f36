/**
 * The sliding-window view: {@code buy} is the day the window starts on (the cheapest day so far),
 * {@code sell} walks over every later day. A day cheaper than the buying day can only start a
 * better window, so the window jumps there; any other day is a candidate sale. O(n) time, O(1)
 * extra space.
 */
class Solution {
    public int maxProfit(int[] prices) {
        int buy = 0;
        int best = 0;
        for (int sell = 1; sell < prices.length; sell++) {
            if (prices[sell] < prices[buy]) {
                buy = sell;
            } else {
                best = Math.max(best, prices[sell] - prices[buy]);
            }
        }
        return best;
    }
}
