/**
 * Tests each of the 32 positions with a mask 1 << i and counts those where n & mask is not 0.
 * Time O(32) = O(1), space O(1). It compares with != 0, not == 1: n & (1 << i) is the bit's value,
 * 2^i, not 1.
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        for (int i = 0; i < 32; i++) {
            if ((n & (1 << i)) != 0) {
                count++;
            }
        }
        return count;
    }
}
