import java.util.*;

/**
 * Wrong: limits each kind of parenthesis to n, but lets a ')' go in whenever fewer than n are
 * closed, not only when an unclosed '(' is waiting. It lists every arrangement of n '(' and n
 * ')', including unbalanced ones such as ")(".
 *
 * @expected-message ")("
 */
class Solution {
    public List<String> generateParenthesis(int n) {
        List<String> out = new ArrayList<>();
        grow("", 0, 0, n, out);
        return out;
    }

    private void grow(String s, int open, int close, int n, List<String> out) {
        if (s.length() == 2 * n) {
            out.add(s);
            return;
        }
        if (open < n) {
            grow(s + "(", open + 1, close, n, out);
        }
        if (close < n) {   // should be close < open
            grow(s + ")", open, close + 1, n, out);
        }
    }
}
