import java.util.*;

/**
 * Run-time error: tries parts of 1, 2 and 3 digits without checking that that many digits are
 * left, so near the end of the string s.substring(start, start + 3) runs past it and throws
 * StringIndexOutOfBoundsException.
 */
class Solution {
    public List<String> restoreIpAddresses(String s) {
        List<String> out = new ArrayList<>();
        place(s, 0, "", 0, out);
        return out;
    }

    private void place(String s, int start, String address, int parts, List<String> out) {
        if (parts == 4) {
            if (start == s.length()) {
                out.add(address.substring(1));
            }
            return;
        }
        for (int length = 1; length <= 3; length++) {
            String part = s.substring(start, start + length);   // no check that start + length <= s.length()
            if ((part.length() == 1 || part.charAt(0) != '0') && Integer.parseInt(part) <= 255) {
                place(s, start + length, address + "." + part, parts + 1, out);
            }
        }
    }
}
