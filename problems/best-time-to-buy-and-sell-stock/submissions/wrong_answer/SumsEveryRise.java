/**
 * Wrong: adds up every rise from one day to the next, which is the best profit when you may trade
 * as often as you like (Best Time to Buy and Sell Stock II). Here there is one purchase and one
 * sale: in [7,1,5,3,6,4] the rises 1 to 5 and 3 to 6 add up to 7, but one trade earns at most 5.
 *
 * @expected-message expected 5, got 7
 */
class Solution {
    public int maxProfit(int[] prices) {
        int total = 0;
        for (int day = 1; day < prices.length; day++) {
            if (prices[day] > prices[day - 1]) {
                total += prices[day] - prices[day - 1];
            }
        }
        return total;
    }
}
