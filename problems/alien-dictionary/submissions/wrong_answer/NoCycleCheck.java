import java.util.*;

/**
 * Wrong: a depth-first topological sort that only remembers whether a letter was visited, not
 * whether it is still on the current path. Meeting a visited letter again is taken as "already
 * done", so a cycle goes unnoticed and some order is returned anyway: for ["z","x","z"], where 'z'
 * before 'x' and 'x' before 'z' contradict each other, it returns "xz".
 *
 * @expected-message returned "xz", but no order of the letters fits the list: the letters form a cycle
 */
class Solution {
    private final Map<Character, List<Character>> after = new TreeMap<>();
    private final Set<Character> visited = new HashSet<>();
    private final StringBuilder reversed = new StringBuilder();

    public String alienOrder(String[] words) {
        for (String word : words) {
            for (char c : word.toCharArray()) {
                after.putIfAbsent(c, new ArrayList<>());
            }
        }
        for (int i = 1; i < words.length; i++) {
            String a = words[i - 1];
            String b = words[i];
            if (a.length() > b.length() && a.startsWith(b)) {
                return "";
            }
            for (int j = 0; j < Math.min(a.length(), b.length()); j++) {
                if (a.charAt(j) != b.charAt(j)) {
                    after.get(a.charAt(j)).add(b.charAt(j));
                    break;
                }
            }
        }
        for (char c : after.keySet()) {
            if (!visited.contains(c)) {
                visit(c);
            }
        }
        return reversed.reverse().toString();
    }

    private void visit(char c) {
        visited.add(c);
        for (char next : after.get(c)) {
            if (!visited.contains(next)) {   // a letter on the current path is skipped too
                visit(next);
            }
        }
        reversed.append(c);
    }
}
