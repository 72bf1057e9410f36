/**
 * Run-time error: the recursion takes a pair at every index without checking that a second digit
 * is left. At the last digit, s.substring(i, i + 2) reaches past the end of s and throws
 * StringIndexOutOfBoundsException, on every input.
 *
 * @expected-message StringIndexOutOfBoundsException
 */
class Solution {
    private Integer[] memo;

    public int numDecodings(String s) {
        memo = new Integer[s.length() + 1];
        return decode(s, 0);
    }

    private int decode(String s, int i) {
        if (i >= s.length()) {
            return 1;
        }
        if (memo[i] != null) {
            return memo[i];
        }
        int ways = 0;
        if (s.charAt(i) != '0') {
            ways = decode(s, i + 1);
            int pair = Integer.parseInt(s.substring(i, i + 2));   // needs i + 1 < s.length() first
            if (pair <= 26) {
                ways += decode(s, i + 2);
            }
        }
        memo[i] = ways;
        return ways;
    }
}
