import java.util.*;

/**
 * Wrong: assumes every balanced string of n pairs comes from one of n - 1 pairs by wrapping it
 * in a pair or by putting a pair before or after it (a set drops the repeats). That is true up
 * to n = 3, but from n = 4 it misses strings made of two bigger blocks side by side, such as
 * "(())(())".
 *
 * @expected-message "(())(())"
 */
class Solution {
    public List<String> generateParenthesis(int n) {
        Set<String> strings = new LinkedHashSet<>(List.of("()"));
        for (int pairs = 2; pairs <= n; pairs++) {
            Set<String> next = new LinkedHashSet<>();
            for (String s : strings) {
                next.add("(" + s + ")");
                next.add("()" + s);
                next.add(s + "()");
            }
            strings = next;
        }
        return new ArrayList<>(strings);
    }
}
