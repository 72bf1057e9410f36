import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A stack of the closers still owed: each opener pushes the closer that must match it, and each
 * closer must be the one on top, which it pops. The string is valid when every closer matched
 * and nothing is owed at the end. O(n) time, O(n) extra space for the stack.
 */
class Solution {
    public boolean isValid(String s) {
        Deque<Character> owed = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(' -> owed.push(')');
                case '[' -> owed.push(']');
                case '{' -> owed.push('}');
                default -> {
                    if (owed.isEmpty() || owed.pop() != c) {
                        return false;
                    }
                }
            }
        }
        return owed.isEmpty();
    }
}
