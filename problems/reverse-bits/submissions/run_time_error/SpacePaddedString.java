/**
 * Crashes: pads n's binary digits to 32 characters with String.format("%32s", ...), but %s pads
 * with spaces, not zeros, and the .replace(' ', '0') that should follow is missing. Every n here
 * is below 2^31, so it has at most 31 digits and at least one space; reversed, the spaces are at
 * the end, and Integer.parseInt(..., 2) throws NumberFormatException on them.
 *
 * @expected-message java.lang.NumberFormatException: For input string:
 */
class Solution {
    public int reverseBits(int n) {
        String digits = String.format("%32s", Integer.toBinaryString(n));   // "      10100..."
        String reversed = new StringBuilder(digits).reverse().toString();
        return Integer.parseInt(reversed, 2);
    }
}
