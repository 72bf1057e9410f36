/**
 * Too slow, forever: adds bit by bit while a, b or the carry is not 0, moving on with a >>= 1 and
 * b >>= 1. For non-negative numbers they reach 0. But >> copies the sign bit, so a negative
 * number shifted right becomes -1 and stays -1: the loop never ends. (>>> would reach 0, and a
 * fixed 32 rounds would end anyway.)
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int getSum(int a, int b) {
        int result = 0;
        int carry = 0;
        int position = 0;
        while (a != 0 || b != 0 || carry != 0) {
            int x = a & 1;
            int y = b & 1;
            result |= (x ^ y ^ carry) << position;
            carry = (x & y) | (carry & (x ^ y));
            a >>= 1;   // -1 >> 1 == -1: a negative number never reaches 0
            b >>= 1;
            position++;
        }
        return result;
    }
}
