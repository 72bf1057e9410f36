import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Wrong: the right stack, but returns true once the loop ends without checking that the stack is
 * empty. Brackets still open at the end are never closed: "(" alone is judged valid.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isValid(String s) {
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                stack.push(c);
            } else {
                if (stack.isEmpty()) {
                    return false;
                }
                char open = stack.pop();
                if (open == '(' && c != ')' || open == '[' && c != ']' || open == '{' && c != '}') {
                    return false;
                }
            }
        }
        return true;   // should be: return stack.isEmpty();
    }
}
