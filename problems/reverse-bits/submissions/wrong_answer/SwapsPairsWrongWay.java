/**
 * Wrong: the divide-and-conquer swaps with the masks of the 2-bit step paired with the wrong
 * shifts. Inside each nibble the high pair (mask 0xc) must move down 2 places and the low pair
 * (mask 0x3) up 2 places; here the low pair is shifted down, out of its nibble, and the high pair
 * up, into the next nibble, so bits land in the wrong nibbles or fall off the ends.
 *
 * @expected-message got 00010011100001101001000010000100 (= 327585924)
 */
class Solution {
    public int reverseBits(int n) {
        n = (n >>> 16) | (n << 16);
        n = ((n & 0xff00ff00) >>> 8) | ((n & 0x00ff00ff) << 8);
        n = ((n & 0xf0f0f0f0) >>> 4) | ((n & 0x0f0f0f0f) << 4);
        n = ((n & 0x33333333) >>> 2) | ((n & 0xcccccccc) << 2);   // masks swapped: 0xcc... goes down, 0x33... up
        n = ((n & 0xaaaaaaaa) >>> 1) | ((n & 0x55555555) << 1);
        return n;
    }
}
