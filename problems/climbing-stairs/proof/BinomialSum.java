import java.math.BigInteger;

/**
 * The proof of this package's expected outputs (validate runs it on every test), by counting
 * rather than by the recurrence the accepted submissions use. A climb of n stairs with k two-stair
 * moves has n - k moves, and choosing which k of them are twos fixes it: C(n - k, k) climbs. It sums
 * these for k = 0..n/2, with every binomial computed from factorials in BigInteger, exactly.
 * It throws when n is outside 1..45 or the count does not fit an int.
 */
class Solution {
    public int climbStairs(int n) {
        if (n < 1 || n > 45) {
            throw new IllegalArgumentException("n = " + n + " is outside 1..45 (the statement's constraint)");
        }
        BigInteger total = BigInteger.ZERO;
        for (int k = 0; 2 * k <= n; k++) {
            total = total.add(factorial(n - k).divide(factorial(k).multiply(factorial(n - 2 * k))));
        }
        return total.intValueExact();
    }

    private static BigInteger factorial(int m) {
        BigInteger product = BigInteger.ONE;
        for (int i = 2; i <= m; i++) {
            product = product.multiply(BigInteger.valueOf(i));
        }
        return product;
    }
}
