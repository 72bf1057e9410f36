/**
 * a ^ b is the sum of the two numbers without their carries, and (a & b) << 1 is the carries,
 * each moved to the place it goes into. Their sum is a + b, so repeat with those two until there
 * is no carry left. Each round the lowest place a carry can be in moves up by at least one, so
 * after at most 32 rounds the carry has been shifted out of the int: this ends for negative
 * numbers too, and wraps exactly as int addition does. Time O(32), space O(1).
 */
class Solution {
    public int getSum(int a, int b) {
        while (b != 0) {
            int carry = (a & b) << 1;
            a ^= b;
            b = carry;
        }
        return a;
    }
}
