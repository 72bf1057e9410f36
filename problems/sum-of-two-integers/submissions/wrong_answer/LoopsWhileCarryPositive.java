/**
 * Wrong: the carry loop, but it runs while b > 0 instead of b != 0, as if carries were never
 * negative. When b is negative it does not run at all and returns a; and a carry that reaches the
 * sign bit is negative and stops the loop too early.
 *
 * @expected-message expected 0, got 1
 */
class Solution {
    public int getSum(int a, int b) {
        while (b > 0) {   // should be b != 0: in two's complement a carry may be negative
            int carry = (a & b) << 1;
            a ^= b;
            b = carry;
        }
        return a;
    }
}
