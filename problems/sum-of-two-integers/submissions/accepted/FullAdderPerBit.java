/**
 * Adds the way a ripple-carry adder does, one bit position at a time for all 32 bits: the sum bit
 * is x ^ y ^ carry and the next carry is (x & y) | (carry & (x ^ y)). The bits are read with >>>,
 * and all 32 positions are done whatever the values, so negative numbers (whose high bits are 1)
 * need no special case. The loop counter uses ++, which is the loop's own bookkeeping, not the
 * addition asked for. Time O(32), space O(1).
 */
class Solution {
    public int getSum(int a, int b) {
        int result = 0;
        int carry = 0;
        for (int i = 0; i < 32; i++) {
            int x = (a >>> i) & 1;
            int y = (b >>> i) & 1;
            result |= (x ^ y ^ carry) << i;
            carry = (x & y) | (carry & (x ^ y));
        }
        return result;
    }
}
