/**
 * Wrong: puts n's lowest bit into the result first and shifts the result afterwards, 32 times.
 * The shift after the 32nd bit is one too many: every bit lands one place higher than it should
 * (bit i of n at 32 - i instead of 31 - i), n's bit 0 falls off the top, and the answer is twice
 * the right one. The shift belongs before the bit is added (or only in the first 31 rounds).
 *
 * @expected-message got 01110010111100000101001010000000 (= 1928352384)
 */
class Solution {
    public int reverseBits(int n) {
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result |= n & 1;
            result <<= 1;   // after the last bit this shifts once more than it should
            n >>>= 1;
        }
        return result;
    }
}
