/**
 * The proof of this package's expected outputs (validate runs it on every test): it multiplies out
 * every subarray nums[i..j], in long arithmetic, and keeps the largest product; the accepted
 * submissions keep running products instead. It checks the statement's constraints as it goes,
 * the promise included: every subarray's product must fit in an int, so it throws at the first
 * product that does not (which also keeps the long products from overflowing).
 */
class Solution {
    public int maxProduct(int[] nums) {
        require(nums.length >= 1 && nums.length <= 20_000, "nums.length = " + nums.length + " is outside 1..2 * 10^4");
        for (int x : nums) {
            require(x >= -10 && x <= 10, "nums holds " + x + ", outside -10..10");
        }
        long best = Long.MIN_VALUE;
        for (int i = 0; i < nums.length; i++) {
            long product = 1;
            for (int j = i; j < nums.length; j++) {
                product *= nums[j];
                if (product < Integer.MIN_VALUE || product > Integer.MAX_VALUE) {
                    require(false, "the product of nums[" + i + ".." + j + "] is " + product + ", which does not fit in an int");
                }
                best = Math.max(best, product);
            }
        }
        return (int) best;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
