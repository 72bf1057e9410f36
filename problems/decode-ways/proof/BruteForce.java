import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test). For strings of
 * up to 20 digits it lists every way to cut s into pieces of one or two digits (each set of cut
 * positions, as the bits of a mask) and counts the cuttings whose pieces are all codes "1".."26"
 * written without a leading zero; for every string it also counts with exact BigInteger
 * arithmetic, by a recurrence over how many pieces the decoding has (not over prefixes, as the
 * accepted submissions do), and the two must agree. It throws when an input breaks the
 * statement's constraints, including the promise that the answer fits a 32-bit integer.
 */
class Solution {
    public int numDecodings(String s) {
        if (s.length() < 1 || s.length() > 100 || !s.matches("[0-9]+")) {
            throw new IllegalArgumentException("s = \"" + s + "\" is not 1 to 100 digits (the statement's constraints)");
        }
        BigInteger byPieces = byNumberOfPieces(s);
        if (s.length() <= 20) {
            long listed = everyCutting(s);
            if (!BigInteger.valueOf(listed).equals(byPieces)) {
                throw new IllegalStateException("the two counts disagree: " + listed + " and " + byPieces);
            }
        }
        if (byPieces.compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException("s has " + byPieces + " decodings, more than 2^31 - 1; the statement promises that the answer fits a 32-bit integer");
        }
        return byPieces.intValue();
    }

    private static boolean isCode(String piece) {
        return !piece.startsWith("0") && Integer.parseInt(piece) >= 1 && Integer.parseInt(piece) <= 26;
    }

    /** Every cutting of s: bit i of the mask set means a cut after digit i. */
    private static long everyCutting(String s) {
        int n = s.length();
        long count = 0;
        for (int mask = 0; mask < 1 << (n - 1); mask++) {
            List<String> pieces = new ArrayList<>();
            int start = 0;
            for (int i = 0; i < n; i++) {
                if (i == n - 1 || (mask >> i & 1) == 1) {
                    pieces.add(s.substring(start, i + 1));
                    start = i + 1;
                }
            }
            boolean ok = true;
            for (String piece : pieces) {
                ok &= piece.length() <= 2 && isCode(piece);
            }
            if (ok) {
                count++;
            }
        }
        return count;
    }

    /**
     * ends[k] holds, for each position p, the number of ways to decode s[0..p) with exactly k
     * pieces; the answer is the sum over k of the ways that end at s.length().
     */
    private static BigInteger byNumberOfPieces(String s) {
        int n = s.length();
        BigInteger[] ends = new BigInteger[n + 1];
        java.util.Arrays.fill(ends, BigInteger.ZERO);
        ends[0] = BigInteger.ONE;
        BigInteger total = BigInteger.ZERO;
        for (int k = 1; k <= n; k++) {
            BigInteger[] next = new BigInteger[n + 1];
            java.util.Arrays.fill(next, BigInteger.ZERO);
            for (int p = 0; p < n; p++) {
                if (ends[p].signum() == 0) {
                    continue;
                }
                for (int len = 1; len <= 2 && p + len <= n; len++) {
                    if (isCode(s.substring(p, p + len))) {
                        next[p + len] = next[p + len].add(ends[p]);
                    }
                }
            }
            ends = next;
            total = total.add(ends[n]);
        }
        return total;
    }
}
