/**
 * Wrong: checks that the string is its own mirror image, each bracket matching the one at the same
 * distance from the other end, as in "([])". That fits nested brackets only: pairs side by side,
 * as in "()[]{}", are valid but no mirror.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean isValid(String s) {
        int n = s.length();
        if (n % 2 == 1) {
            return false;
        }
        for (int i = 0; i < n / 2; i++) {
            if (!matches(s.charAt(i), s.charAt(n - 1 - i))) {
                return false;
            }
        }
        return true;
    }

    private boolean matches(char open, char close) {
        return open == '(' && close == ')' || open == '[' && close == ']' || open == '{' && close == '}';
    }
}
