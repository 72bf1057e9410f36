/**
 * The same stack kept in a char array with a top index, holding the openers themselves. An odd
 * length is rejected at once (brackets come in pairs), and a string can never need more than n/2
 * open brackets at a time, so the array has n/2 + 1 places. O(n) time, O(n) extra space.
 */
class Solution {
    public boolean isValid(String s) {
        if (s.length() % 2 == 1) {
            return false;
        }
        char[] stack = new char[s.length() / 2 + 1];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                if (top == stack.length) {
                    return false;   // more open brackets than the rest could close
                }
                stack[top++] = c;
            } else {
                if (top == 0) {
                    return false;
                }
                char open = stack[--top];
                if (open == '(' && c != ')' || open == '[' && c != ']' || open == '{' && c != '}') {
                    return false;
                }
            }
        }
        return top == 0;
    }
}
