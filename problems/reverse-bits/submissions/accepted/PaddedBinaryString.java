/**
 * Goes through text: writes n as exactly 32 binary digits (Integer.toBinaryString drops leading
 * zeros, so it pads on the left with zeros), reverses the string and reads it back in base 2.
 * Integer.parseInt(s, 2) only reads values up to 2^31 - 1, and that is always enough here: n is
 * even, so its bit 0 is 0, and that is the reversed number's top digit. Under LeetCode's older
 * statement, where n could be any 32-bit pattern, an odd n gives a reversed string starting with
 * 1 and parseInt throws NumberFormatException; Integer.parseUnsignedInt or (int) Long.parseLong
 * would be needed. Accepted, but slow for a bit problem: it builds several 32-character strings.
 * Time O(32), space O(32).
 */
class Solution {
    public int reverseBits(int n) {
        String digits = String.format("%32s", Integer.toBinaryString(n)).replace(' ', '0');
        String reversed = new StringBuilder(digits).reverse().toString();
        return Integer.parseInt(reversed, 2);
    }
}
