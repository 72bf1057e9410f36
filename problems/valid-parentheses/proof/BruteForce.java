/**
 * The proof of this package's expected outputs (validate runs it on every test), from the grammar
 * itself: a valid string is empty, or an open bracket, a valid string, its matching close bracket,
 * then a valid string. Up to 200 brackets it decides this for every substring by dynamic
 * programming over intervals, trying every close bracket that could match the first one (O(n^3)).
 * Beyond that it parses by recursive descent, one call per nesting level. Neither keeps a stack of
 * brackets as the accepted submissions do, nor removes pairs. It also checks the input against
 * the statement's constraints.
 */
class Solution {
    private String s;
    private int at;

    public boolean isValid(String s) {
        require(s.length() >= 1 && s.length() <= 10_000, "s has " + s.length() + " characters, not 1 to 10000");
        for (int i = 0; i < s.length(); i++) {
            require("()[]{}".indexOf(s.charAt(i)) >= 0, "s[" + i + "] = '" + s.charAt(i) + "' is not a bracket");
        }
        int n = s.length();
        if (n <= 200) {
            // valid[i][j]: s.substring(i, j) is valid; the empty substring is.
            boolean[][] valid = new boolean[n + 1][n + 1];
            for (int i = n; i >= 0; i--) {
                valid[i][i] = true;
                for (int j = i + 2; j <= n; j += 2) {
                    for (int k = i + 1; k < j && !valid[i][j]; k += 2) {
                        valid[i][j] = pair(s.charAt(i), s.charAt(k)) && valid[i + 1][k] && valid[k + 1][j];
                    }
                }
            }
            return valid[0][n];
        }
        this.s = s;
        this.at = 0;
        return sequence() && at == n;
    }

    /** Reads a valid string (possibly empty) from at; false when a bracket opened in it is not closed right. */
    private boolean sequence() {
        while (at < s.length() && "([{".indexOf(s.charAt(at)) >= 0) {
            char open = s.charAt(at++);
            if (!sequence() || at == s.length() || !pair(open, s.charAt(at))) {
                return false;
            }
            at++;
        }
        return true;
    }

    private static boolean pair(char open, char close) {
        return open == '(' && close == ')' || open == '[' && close == ']' || open == '{' && close == '}';
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
