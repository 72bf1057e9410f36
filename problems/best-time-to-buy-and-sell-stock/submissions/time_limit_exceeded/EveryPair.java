/**
 * Correct but too slow: tries every pair of a buying day i and a later selling day j and keeps the
 * largest prices[j] - prices[i]. That is n(n-1)/2 pairs, about 5 * 10^9 for n = 10^5, where
 * LeetCode (and this judge) expect one pass.
 */
class Solution {
    public int maxProfit(int[] prices) {
        int best = 0;
        for (int i = 0; i < prices.length; i++) {
            for (int j = i + 1; j < prices.length; j++) {
                if (prices[j] - prices[i] > best) {
                    best = prices[j] - prices[i];
                }
            }
        }
        return best;
    }
}
