/**
 * Divide and conquer, all bits at once: reversing 32 bits is swapping the two 16-bit halves and
 * then reversing inside each half, so swap the halves, then the two bytes inside each half, the
 * two nibbles inside each byte, the two pairs inside each nibble and the two bits inside each
 * pair. Each step keeps one half of every block with a mask, moves it across with a shift, and
 * moves the other half the other way; >>> keeps the high half's copy from dragging in the sign
 * bit. Five steps of a few operations each: time O(log 32) = O(1), space O(1), no loop.
 */
class Solution {
    public int reverseBits(int n) {
        n = (n >>> 16) | (n << 16);
        n = ((n & 0xff00ff00) >>> 8) | ((n & 0x00ff00ff) << 8);
        n = ((n & 0xf0f0f0f0) >>> 4) | ((n & 0x0f0f0f0f) << 4);
        n = ((n & 0xcccccccc) >>> 2) | ((n & 0x33333333) << 2);
        n = ((n & 0xaaaaaaaa) >>> 1) | ((n & 0x55555555) << 1);
        return n;
    }
}
