import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it tries every
 * triple of cut positions 0 < i < j < k < n and keeps those whose four parts are all valid, where
 * the accepted submissions grow the address part by part. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public List<String> restoreIpAddresses(String s) {
        if (s.length() < 1 || s.length() > 20 || !s.matches("[0-9]+")) {
            throw new IllegalArgumentException("s = \"" + s + "\" is not 1 to 20 digits (the statement's constraints)");
        }
        List<String> out = new ArrayList<>();
        int n = s.length();
        for (int i = 1; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int k = j + 1; k < n; k++) {
                    String[] parts = {s.substring(0, i), s.substring(i, j), s.substring(j, k), s.substring(k)};
                    if (validPart(parts[0]) && validPart(parts[1]) && validPart(parts[2]) && validPart(parts[3])) {
                        out.add(String.join(".", parts));
                    }
                }
            }
        }
        return out;
    }

    /** "0", or one to three digits without a leading zero whose value is at most 255. */
    private static boolean validPart(String part) {
        return part.matches("0|[1-9][0-9]{0,2}") && Integer.parseInt(part) <= 255;
    }
}
