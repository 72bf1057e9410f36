/**
 * Wrong: the divide-and-conquer swaps, with >> where >>> is needed. n itself is never negative
 * here, but the swaps move its low bits up into bit 31, the sign bit (the half swap moves n's bit
 * 15 there, the byte swap then n's bit 7, ...), and whenever that bit is 1, the next >> copies it
 * into the top of the shifted value, setting bits that should be 0: both of LeetCode's examples
 * come back with bits 31 and 30 wrongly set, negative. (With n = 0 ... 2^31 - 2 and a 32-round
 * loop, >> on n is harmless; in the swaps it is not.)
 *
 * @expected-message 2 bits differ, bits 31, 30
 */
class Solution {
    public int reverseBits(int n) {
        n = (n >> 16) | (n << 16);
        n = ((n & 0xff00ff00) >> 8) | ((n & 0x00ff00ff) << 8);   // >> copies the sign bit in
        n = ((n & 0xf0f0f0f0) >> 4) | ((n & 0x0f0f0f0f) << 4);
        n = ((n & 0xcccccccc) >> 2) | ((n & 0x33333333) << 2);
        n = ((n & 0xaaaaaaaa) >> 1) | ((n & 0x55555555) << 1);
        return n;
    }
}
