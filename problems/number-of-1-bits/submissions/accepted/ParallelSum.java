/**
 * Divide and conquer inside the int, as Integer.bitCount does: first every pair of bits is
 * replaced by its count (0, 1 or 2, in two bits), then every pair of those counts by their sum in
 * four bits, then eight, sixteen and thirty-two. Five rounds of masks, shifts and additions, no
 * loop: time O(log 32) = O(1), space O(1). The shifts are >>>, so any bit pattern works.
 */
class Solution {
    public int hammingWeight(int n) {
        n = (n & 0x55555555) + ((n >>> 1) & 0x55555555);   // counts of 2-bit fields
        n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);   // 4-bit fields
        n = (n & 0x0F0F0F0F) + ((n >>> 4) & 0x0F0F0F0F);   // 8-bit fields
        n = (n & 0x00FF00FF) + ((n >>> 8) & 0x00FF00FF);   // 16-bit fields
        n = (n & 0x0000FFFF) + ((n >>> 16) & 0x0000FFFF);  // the whole int
        return n;
    }
}
