import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it writes out
 * all 2^(2n) strings of 2n brackets (bit i set: a ')' at i) and keeps those whose running balance
 * never dips below 0 and ends at 0, where the accepted submissions only grow prefixes that can
 * still balance. Their number must be the Catalan number C(n). It also checks the input against
 * the statement's constraints.
 */
class Solution {
    /** Catalan numbers C(0)..C(8). */
    private static final int[] CATALAN = {1, 1, 2, 5, 14, 42, 132, 429, 1430};

    public List<String> generateParenthesis(int n) {
        if (n < 1 || n > 8) {
            throw new IllegalArgumentException("n = " + n + " is outside 1..8 (the statement's constraints)");
        }
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << (2 * n); mask++) {
            StringBuilder s = new StringBuilder();
            int balance = 0;
            boolean ok = true;
            for (int i = 0; i < 2 * n; i++) {
                boolean close = (mask >> i & 1) == 1;
                s.append(close ? ')' : '(');
                balance += close ? -1 : 1;
                ok &= balance >= 0;
            }
            if (ok && balance == 0) {
                out.add(s.toString());
            }
        }
        if (out.size() != CATALAN[n]) {
            throw new IllegalStateException(out.size() + " strings, but C(" + n + ") = " + CATALAN[n]);
        }
        return out;
    }
}
