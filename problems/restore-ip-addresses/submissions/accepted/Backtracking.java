import java.util.*;

/**
 * Backtracking over the four parts: each part takes the next 1, 2 or 3 digits when they form a
 * number from 0 to 255 without a leading zero. A branch stops early when the digits left cannot
 * fill the parts left (at least 1 and at most 3 digits each), so long inputs end at once.
 */
class Solution {
    public List<String> restoreIpAddresses(String s) {
        List<String> out = new ArrayList<>();
        place(s, 0, 0, new int[4], out);
        return out;
    }

    private void place(String s, int start, int part, int[] ends, List<String> out) {
        int left = s.length() - start;
        if (left < 4 - part || left > 3 * (4 - part)) {
            return;
        }
        if (part == 4) {
            out.add(s.substring(0, ends[0]) + "." + s.substring(ends[0], ends[1]) + "."
                    + s.substring(ends[1], ends[2]) + "." + s.substring(ends[2]));
            return;
        }
        for (int length = 1; length <= 3 && start + length <= s.length(); length++) {
            if (length > 1 && s.charAt(start) == '0') {
                break;
            }
            if (Integer.parseInt(s.substring(start, start + length)) > 255) {
                break;
            }
            ends[part] = start + length;
            place(s, start + length, part + 1, ends, out);
        }
    }
}
