import java.util.Stack;

/**
 * Run-time error: pops the stack for every close bracket without checking that something is open.
 * A close bracket with nothing before it, as in "]", pops an empty java.util.Stack, which throws
 * EmptyStackException.
 *
 * @expected-message EmptyStackException
 */
class Solution {
    public boolean isValid(String s) {
        Stack<Character> stack = new Stack<>();
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                stack.push(c);
            } else {
                char open = stack.pop();   // missing: if (stack.isEmpty()) return false;
                if (open == '(' && c != ')' || open == '[' && c != ']' || open == '{' && c != '}') {
                    return false;
                }
            }
        }
        return stack.isEmpty();
    }
}
