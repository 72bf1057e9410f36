/**
 * Bottom-up dynamic programming over prefixes, keeping only the last two counts. ways(i), the
 * number of decodings of the first i digits, is ways(i - 1) when digit i alone is a letter
 * ('1'..'9'), plus ways(i - 2) when the last two digits form a letter (10..26). The empty prefix
 * has one decoding. Time O(n), extra space O(1).
 */
class Solution {
    public int numDecodings(String s) {
        int beforePrevious = 0;   // ways(i - 2); ways(-1) does not exist
        int previous = 1;         // ways(i - 1); ways(0) = 1, the empty prefix
        for (int i = 1; i <= s.length(); i++) {
            int current = 0;
            if (s.charAt(i - 1) != '0') {
                current += previous;
            }
            if (i >= 2) {
                int pair = (s.charAt(i - 2) - '0') * 10 + (s.charAt(i - 1) - '0');
                if (pair >= 10 && pair <= 26) {
                    current += beforePrevious;
                }
            }
            beforePrevious = previous;
            previous = current;
        }
        return previous;
    }
}
