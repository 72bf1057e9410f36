import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it tries all
 * 2^(n-1) ways to cut s (bit i set: a cut after letter i) and keeps those whose every piece reads
 * the same reversed, where the accepted submissions only extend palindromic prefixes. It also
 * checks the input against the statement's constraints.
 */
class Solution {
    public List<List<String>> partition(String s) {
        if (s.length() < 1 || s.length() > 16 || !s.matches("[a-z]+")) {
            throw new IllegalArgumentException("s = \"" + s + "\" is not 1 to 16 lowercase letters"
                    + " (the statement's constraints)");
        }
        List<List<String>> out = new ArrayList<>();
        int gaps = s.length() - 1;
        for (int mask = 0; mask < 1 << gaps; mask++) {
            List<String> pieces = new ArrayList<>();
            int start = 0;
            for (int i = 0; i <= gaps; i++) {
                if (i == gaps || (mask >> i & 1) == 1) {
                    pieces.add(s.substring(start, i + 1));
                    start = i + 1;
                }
            }
            boolean allPalindromes = true;
            for (String piece : pieces) {
                allPalindromes &= new StringBuilder(piece).reverse().toString().equals(piece);
            }
            if (allPalindromes) {
                out.add(pieces);
            }
        }
        return out;
    }
}
