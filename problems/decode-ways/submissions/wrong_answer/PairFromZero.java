/**
 * Wrong: accepts any two digits up to 26 as a pair, without asking that they be at least 10. A
 * pair that starts with '0', like "06", is not a code (6 is written "6", never "06"): "06" has no
 * decoding, but this reads it as one letter; and "106", only J F, it also reads as "1" then "06".
 *
 * @expected-message expected 0, got 1
 */
class Solution {
    public int numDecodings(String s) {
        int beforePrevious = 0;
        int previous = 1;
        for (int i = 1; i <= s.length(); i++) {
            int current = s.charAt(i - 1) != '0' ? previous : 0;
            if (i >= 2 && Integer.parseInt(s.substring(i - 2, i)) <= 26) {   // missing: >= 10
                current += beforePrevious;
            }
            beforePrevious = previous;
            previous = current;
        }
        return previous;
    }
}
