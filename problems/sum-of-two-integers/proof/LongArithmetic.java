/**
 * The proof of this package's expected outputs (validate runs it on every test): the proof may use
 * what solutions may not, so it adds in long arithmetic, checks that the sum fits in an int, and
 * checks a and b against the statement's constraints.
 */
class Solution {
    public int getSum(int a, int b) {
        if (a < -1000 || a > 1000 || b < -1000 || b > 1000) {
            throw new IllegalArgumentException("a = " + a + ", b = " + b + ": not both in -1000..1000 (the statement's constraints)");
        }
        long sum = (long) a + (long) b;
        return Math.toIntExact(sum);
    }
}
