/**
 * Wrong: checks a pair digit by digit, first digit 1 or 2 and second digit at most 6, which is
 * right for 20..26 but rejects 17, 18 and 19. "1719" has four decodings (17 or 1 7, then 19 or
 * 1 9), of which this finds only "1 7 1 9".
 *
 * @expected-message expected 4, got 1
 */
class Solution {
    public int numDecodings(String s) {
        int beforePrevious = 0;
        int previous = 1;
        for (int i = 1; i <= s.length(); i++) {
            int current = s.charAt(i - 1) != '0' ? previous : 0;
            char first = i >= 2 ? s.charAt(i - 2) : ' ';
            char second = s.charAt(i - 1);
            if ((first == '1' || first == '2') && second <= '6') {   // should be: first == '1' || first == '2' && second <= '6'
                current += beforePrevious;
            }
            beforePrevious = previous;
            previous = current;
        }
        return previous;
    }
}
