/**
 * Wrong: counts the '1' characters of Integer.toBinaryString(n), but the loop stops at
 * length() - 1, one character early, so the last digit (bit 0) is never looked at. It is right
 * exactly when n is even: for 11 = "1011" it counts "101", two.
 *
 * @expected-message expected 3, got 2
 */
class Solution {
    public int hammingWeight(int n) {
        String binary = Integer.toBinaryString(n);
        int count = 0;
        for (int i = 0; i < binary.length() - 1; i++) {   // should be i < binary.length()
            if (binary.charAt(i) == '1') {
                count++;
            }
        }
        return count;
    }
}
