/**
 * Reads n from its lowest bit up and writes the result from its highest bit down: 32 times, shift
 * the result left to make room and put n's lowest bit in the freed place, then drop that bit from
 * n with >>>. After 32 rounds the bit that was n's bit 0 has been shifted up 31 places, to bit 31,
 * and in general bit i has landed in bit 31 - i. The loop always runs 32 times, so n's leading
 * zeros become the result's trailing zeros, and since >>> shifts in zeros it would also be right
 * for the old statement's negative n (any 32-bit pattern). Time O(32) = O(1), space O(1).
 */
class Solution {
    public int reverseBits(int n) {
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result = (result << 1) | (n & 1);
            n >>>= 1;
        }
        return result;
    }
}
