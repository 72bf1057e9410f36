/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 3,000 days
 * it tries every pair of a buying day and a later selling day; beyond that it reads the array from
 * the end, keeping the highest price still to come, and checks each day as a purchase against it.
 * Neither is how the accepted submissions work (they keep the cheapest price so far, or sum the
 * changes). It also checks the input against the statement's constraints.
 */
class Solution {
    public int maxProfit(int[] prices) {
        require(prices.length >= 1 && prices.length <= 100_000, "prices has " + prices.length + " elements, not 1 to 100000");
        for (int price : prices) {
            require(price >= 0 && price <= 10_000, "a price of " + price + " is outside 0..10000");
        }
        int n = prices.length;
        int best = 0;
        if (n <= 3_000) {
            for (int buy = 0; buy < n; buy++) {
                for (int sell = buy + 1; sell < n; sell++) {
                    best = Math.max(best, prices[sell] - prices[buy]);
                }
            }
            return best;
        }
        int highestLater = prices[n - 1];
        for (int buy = n - 2; buy >= 0; buy--) {
            best = Math.max(best, highestLater - prices[buy]);
            highestLater = Math.max(highestLater, prices[buy]);
        }
        return best;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
