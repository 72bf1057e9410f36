/**
 * Wrong: returns the highest price minus the lowest one, wherever they are. The sale must come
 * after the purchase: when prices only fall, the highest price comes first and the right answer
 * is 0, not the drop; in example 1 the 7 comes before the 1.
 *
 * @expected-message expected 5, got 6
 */
class Solution {
    public int maxProfit(int[] prices) {
        int lowest = Integer.MAX_VALUE;
        int highest = Integer.MIN_VALUE;
        for (int price : prices) {
            lowest = Math.min(lowest, price);
            highest = Math.max(highest, price);
        }
        return highest - lowest;
    }
}
