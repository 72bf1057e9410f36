/**
 * Wrong: lets every digit stand alone as a letter, '0' included, and only checks the pair. No
 * letter has code 0: "06" has no decoding, but this reads it as "0" then "6"; and "10", which can
 * only be J, it also reads as "1" then "0".
 *
 * @expected-message expected 0, got 1
 */
class Solution {
    public int numDecodings(String s) {
        int beforePrevious = 0;
        int previous = 1;
        for (int i = 1; i <= s.length(); i++) {
            int current = previous;      // should only add previous when s.charAt(i - 1) != '0'
            if (i >= 2) {
                int pair = Integer.parseInt(s.substring(i - 2, i));
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
