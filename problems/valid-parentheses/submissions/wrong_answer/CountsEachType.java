/**
 * Wrong: counts each type on its own, opening as +1 and closing as -1, failing when a count goes
 * below zero or ends above it. That checks that every type is balanced, but not that the types
 * nest: in "([)]" the round bracket closes while the square one inside it is still open, and the
 * counts never notice.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isValid(String s) {
        int round = 0;
        int square = 0;
        int curly = 0;
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(' -> round++;
                case ')' -> round--;
                case '[' -> square++;
                case ']' -> square--;
                case '{' -> curly++;
                default -> curly--;
            }
            if (round < 0 || square < 0 || curly < 0) {
                return false;
            }
        }
        return round == 0 && square == 0 && curly == 0;
    }
}
