/**
 * Wrong: the right formula, the sum over k of C(n - k, k), computed through factorials in a long:
 * (n - k)! / (k! (n - 2k)!). 21! is already more than a long holds (about 9.2 * 10^18): from
 * n = 21 on the factorials wrap around, and from n = 22 on the quotients come out wrong.
 *
 * @expected-message expected 121393, got 113093
 */
class Solution {
    public int climbStairs(int n) {
        long total = 0;
        for (int k = 0; 2 * k <= n; k++) {
            total += factorial(n - k) / (factorial(k) * factorial(n - 2 * k));
        }
        return (int) total;
    }

    private static long factorial(int m) {
        long product = 1;
        for (int i = 2; i <= m; i++) {
            product *= i;
        }
        return product;
    }
}
