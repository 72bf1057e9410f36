import java.util.*;

/**
 * No recursion: four nested loops choose the length (1 to 3) of each part; a choice counts when
 * the lengths add up to the whole string and each part is a valid number, compared as text
 * ("0", or no leading zero and at most "255" when it has three digits).
 */
class Solution {
    public List<String> restoreIpAddresses(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        for (int a = 1; a <= 3; a++) {
            for (int b = 1; b <= 3; b++) {
                for (int c = 1; c <= 3; c++) {
                    int d = n - a - b - c;
                    if (d < 1 || d > 3) {
                        continue;
                    }
                    String p1 = s.substring(0, a);
                    String p2 = s.substring(a, a + b);
                    String p3 = s.substring(a + b, a + b + c);
                    String p4 = s.substring(a + b + c);
                    if (valid(p1) && valid(p2) && valid(p3) && valid(p4)) {
                        out.add(p1 + "." + p2 + "." + p3 + "." + p4);
                    }
                }
            }
        }
        return out;
    }

    private boolean valid(String part) {
        if (part.length() > 1 && part.charAt(0) == '0') {
            return false;
        }
        return part.length() < 3 || part.compareTo("255") <= 0;
    }
}
