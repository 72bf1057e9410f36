import java.util.*;

/**
 * Wrong: rejects leading zeros and parts longer than three digits, but never checks the value,
 * so three-digit parts from 256 to 999 are accepted.
 *
 * @expected-message "25.525.511.135"
 */
class Solution {
    public List<String> restoreIpAddresses(String s) {
        List<String> out = new ArrayList<>();
        place(s, 0, new ArrayList<>(), out);
        return out;
    }

    private void place(String s, int start, List<String> parts, List<String> out) {
        if (parts.size() == 4) {
            if (start == s.length()) {
                out.add(String.join(".", parts));
            }
            return;
        }
        for (int end = start + 1; end <= Math.min(start + 3, s.length()); end++) {
            String part = s.substring(start, end);
            if (part.length() > 1 && part.charAt(0) == '0') {
                break;
            }
            parts.add(part);   // missing: Integer.parseInt(part) <= 255
            place(s, end, parts, out);
            parts.remove(parts.size() - 1);
        }
    }
}
