import java.util.*;

/**
 * Backtracking on a prefix: a '(' may be added while fewer than n are open, a ')' only while it
 * has an unclosed '(' to match. Every prefix built this way can still be completed, so no work
 * is wasted on strings that are thrown away.
 */
class Solution {
    public List<String> generateParenthesis(int n) {
        List<String> out = new ArrayList<>();
        grow(new char[2 * n], 0, 0, 0, n, out);
        return out;
    }

    private void grow(char[] s, int length, int open, int close, int n, List<String> out) {
        if (length == 2 * n) {
            out.add(new String(s));
            return;
        }
        if (open < n) {
            s[length] = '(';
            grow(s, length + 1, open + 1, close, n, out);
        }
        if (close < open) {
            s[length] = ')';
            grow(s, length + 1, open, close + 1, n, out);
        }
    }
}
