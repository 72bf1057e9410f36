import java.math.BigInteger;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It computes the
 * length with the bit-parallel algorithm of Allison and Dix (a bit vector over text2, updated
 * with one addition per letter of text1: V = (V + U) | (V - U) with U = V & match(letter); the
 * answer is the number of zero bits), which shares nothing with the accepted tables. When the
 * shorter text has at most 16 letters it also tries every subsequence of it (at most 2^16) and
 * keeps the longest that is a subsequence of the other, and the two must agree. It checks the
 * input against the statement's constraints.
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        require(text1.length() >= 1 && text1.length() <= 1000 && text1.matches("[a-z]+"), "text1 is not 1 to 1000 lowercase letters");
        require(text2.length() >= 1 && text2.length() <= 1000 && text2.matches("[a-z]+"), "text2 is not 1 to 1000 lowercase letters");
        int bitParallel = bitParallel(text1, text2);
        String shorter = text1.length() <= text2.length() ? text1 : text2;
        String longer = shorter == text1 ? text2 : text1;
        if (shorter.length() <= 16) {
            int enumerated = 0;
            for (int mask = 1; mask < 1 << shorter.length(); mask++) {
                if (Integer.bitCount(mask) > enumerated && isSubsequence(shorter, mask, longer)) {
                    enumerated = Integer.bitCount(mask);
                }
            }
            if (enumerated != bitParallel) {
                throw new IllegalStateException("the two methods disagree: " + enumerated + " and " + bitParallel);
            }
        }
        return bitParallel;
    }

    private static int bitParallel(String a, String b) {
        int m = b.length();
        BigInteger all = BigInteger.ONE.shiftLeft(m).subtract(BigInteger.ONE);
        BigInteger[] match = new BigInteger[26];
        for (int c = 0; c < 26; c++) {
            match[c] = BigInteger.ZERO;
        }
        for (int j = 0; j < m; j++) {
            match[b.charAt(j) - 'a'] = match[b.charAt(j) - 'a'].setBit(j);
        }
        BigInteger v = all;
        for (int i = 0; i < a.length(); i++) {
            BigInteger u = v.and(match[a.charAt(i) - 'a']);
            v = v.add(u).or(v.subtract(u)).and(all);
        }
        return m - v.bitCount();
    }

    /** Whether the letters of shorter picked by mask, in order, appear in longer in that order. */
    private static boolean isSubsequence(String shorter, int mask, String longer) {
        int at = 0;
        for (int i = 0; i < shorter.length(); i++) {
            if ((mask >> i & 1) == 1) {
                at = longer.indexOf(shorter.charAt(i), at);
                if (at < 0) {
                    return false;
                }
                at++;
            }
        }
        return true;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
