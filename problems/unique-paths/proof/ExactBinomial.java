import java.math.BigInteger;

/**
 * The proof of this package's expected outputs (validate runs it on every test): the number of
 * orders of m - 1 moves down and n - 1 moves right, (m + n - 2)! / ((m - 1)! (n - 1)!), with exact
 * big-integer factorials, no table and no recurrence. It checks the constraints, and the promise
 * that the answer is at most 2 * 10^9, and throws when one does not hold.
 */
class Solution {
    public int uniquePaths(int m, int n) {
        require(m >= 1 && m <= 100, "m = " + m + " is outside 1..100");
        require(n >= 1 && n <= 100, "n = " + n + " is outside 1..100");
        BigInteger paths = factorial(m + n - 2).divide(factorial(m - 1).multiply(factorial(n - 1)));
        require(paths.compareTo(BigInteger.valueOf(2_000_000_000L)) <= 0,
                "the answer for " + m + " x " + n + " is " + paths + ", more than the promised 2 * 10^9");
        return paths.intValueExact();
    }

    private static BigInteger factorial(int k) {
        BigInteger product = BigInteger.ONE;
        for (int i = 2; i <= k; i++) {
            product = product.multiply(BigInteger.valueOf(i));
        }
        return product;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
