/**
 * Crashes for n >= 1024: reads the binary string back as a decimal int,
 * Integer.parseInt(Integer.toBinaryString(n)), and counts its decimal digits equal to 1. The
 * digits are right, but from eleven binary digits on, 10000000000 and up, the number does not fit
 * in an int and parseInt throws.
 *
 * @expected-message NumberFormatException: For input string: "1111111111111111111111111111101"
 */
class Solution {
    public int hammingWeight(int n) {
        int digits = Integer.parseInt(Integer.toBinaryString(n));   // too big from n = 1024 on
        int count = 0;
        while (digits > 0) {
            if (digits % 10 == 1) {
                count++;
            }
            digits /= 10;
        }
        return count;
    }
}
