import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it reads the
 * characters by their ASCII codes, without Character's methods, collects the kept ones (upper-case
 * letters turned into lower case by their code) in a list, and compares the list with a reversed
 * copy of itself. It also checks the input against the statement's constraints.
 */
class Solution {
    public boolean isPalindrome(String s) {
        require(s.length() >= 1 && s.length() <= 200_000, "s has " + s.length() + " characters, outside 1..200000");
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            int code = s.charAt(i);
            require(code >= 32 && code <= 126, "s[" + i + "] has code " + code + ", not printable ASCII");
            if (code >= 65 && code <= 90) {
                kept.add(code + 32);
            } else if (code >= 97 && code <= 122 || code >= 48 && code <= 57) {
                kept.add(code);
            }
        }
        List<Integer> reversed = new ArrayList<>();
        for (int i = kept.size() - 1; i >= 0; i--) {
            reversed.add(kept.get(i));
        }
        return kept.equals(reversed);
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
