/**
 * Correct but too slow: the recursion of the memoised solution without the memo. decode(i) calls
 * decode(i + 1) and, for a valid pair, decode(i + 2), and each of those solves the same suffixes
 * again: on a run of k ones the calls grow like the Fibonacci numbers, about 4.8 * 10^9 calls (F(48) - 1) for
 * the 45 ones whose answer is 1,836,311,903.
 */
class Solution {
    public int numDecodings(String s) {
        return decode(s, 0);
    }

    private int decode(String s, int i) {
        if (i == s.length()) {
            return 1;
        }
        if (s.charAt(i) == '0') {
            return 0;
        }
        int ways = decode(s, i + 1);
        if (i + 1 < s.length() && (s.charAt(i) == '1' || s.charAt(i) == '2' && s.charAt(i + 1) <= '6')) {
            ways += decode(s, i + 2);
        }
        return ways;
    }
}
