import java.util.*;

/**
 * Wrong: checks that each part is at most 255 after parsing it, but parsing hides leading zeros
 * ("01" parses as 1), so parts like "01" or "010" are accepted.
 *
 * @expected-message "1.01.0.23"
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
            if (Integer.parseInt(part) <= 255) {   // "01" parses as 1 and slips through
                parts.add(part);
                place(s, end, parts, out);
                parts.remove(parts.size() - 1);
            }
        }
    }
}
