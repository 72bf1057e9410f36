/**
 * Wrong: moves bits while n != 0 instead of 32 times, to save the rounds that only see zeros.
 * Those rounds are not idle: each one shifts the result left. Stopping early reverses only the
 * digits of n up to its highest 1 bit, so n's leading zeros never become the result's trailing
 * zeros, and the result is too small: 43261596 has 26 digits, so its reversal comes out shifted
 * right by 6 places. Only n = 0 comes out right.
 *
 * @expected-message got 00000000111001011110000010100101 (= 15065253)
 */
class Solution {
    public int reverseBits(int n) {
        int result = 0;
        while (n != 0) {   // should run 32 times: the leading zeros count too
            result = (result << 1) | (n & 1);
            n >>>= 1;
        }
        return result;
    }
}
