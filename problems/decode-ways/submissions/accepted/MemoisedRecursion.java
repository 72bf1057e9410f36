/**
 * Top-down: decode(i) is the number of ways to decode s from index i on. A '0' cannot start a
 * letter, so decode(i) = 0 there; otherwise take one digit and go on from i + 1, and, when the two
 * digits at i form 10..26, take both and go on from i + 2. Each decode(i) is remembered, so each
 * index is solved once: time O(n), space O(n) for the memo and the recursion (100 frames at most).
 */
class Solution {
    private Integer[] memo;

    public int numDecodings(String s) {
        memo = new Integer[s.length() + 1];
        return decode(s, 0);
    }

    private int decode(String s, int i) {
        if (i == s.length()) {
            return 1;
        }
        if (memo[i] != null) {
            return memo[i];
        }
        int ways = 0;
        if (s.charAt(i) != '0') {
            ways = decode(s, i + 1);
            if (i + 1 < s.length() && (s.charAt(i) == '1' || s.charAt(i) == '2' && s.charAt(i + 1) <= '6')) {
                ways += decode(s, i + 2);
            }
        }
        memo[i] = ways;
        return ways;
    }
}
