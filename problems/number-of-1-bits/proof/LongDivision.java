/**
 * The proof of this package's expected outputs (validate runs it on every test): it writes n in
 * base 2 by repeated division by 2 in long arithmetic (no bitwise operator at all), counts the
 * remainders that are 1, and checks n against the statement's constraints (1 <= n <= 2^31 - 1).
 */
class Solution {
    public int hammingWeight(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n = " + n + " is not in 1..2147483647 (the statement's constraints)");
        }
        long value = n;
        int ones = 0;
        while (value > 0) {
            if (value % 2 == 1) {
                ones++;
            }
            value /= 2;
        }
        return ones;
    }
}
