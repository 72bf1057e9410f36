/**
 * Wrong: tests bit i with (n & (1 << i)) == 1. The masked value is 2^i when the bit is set, which
 * equals 1 only for i = 0; so it counts bit 0 and nothing else, and answers 0 or 1. The test
 * should be != 0 (or ((n >> i) & 1) == 1).
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        for (int i = 0; i < 32; i++) {
            if ((n & (1 << i)) == 1) {   // 2^i, not 1, when bit i is set
                count++;
            }
        }
        return count;
    }
}
