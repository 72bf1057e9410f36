import java.util.*;

/**
 * The same letter graph as the reference (first difference of adjacent words, prefix check), with
 * adjacency lists, sorted by depth-first search: a letter is appended once every letter after it
 * is done, so the reversed finishing order is an alphabet. Each letter is unvisited, on the current
 * path, or finished; reaching a letter that is on the path closes a cycle, and then no order exists.
 *
 * <p>Time O(C + E) for C letters in all the words and E <= words.length - 1 edges; the recursion is
 * at most 26 deep.
 */
class Solution {
    private static final int UNVISITED = 0, ON_PATH = 1, DONE = 2;

    private final Map<Character, List<Character>> after = new HashMap<>();
    private final Map<Character, Integer> state = new HashMap<>();
    private final StringBuilder reversed = new StringBuilder();

    public String alienOrder(String[] words) {
        for (String word : words) {
            for (char c : word.toCharArray()) {
                after.putIfAbsent(c, new ArrayList<>());
                state.put(c, UNVISITED);
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
            if (state.get(c) == UNVISITED && !finish(c)) {
                return "";
            }
        }
        return reversed.reverse().toString();
    }

    /** Finishes c and every letter after it; false when a cycle is found. */
    private boolean finish(char c) {
        state.put(c, ON_PATH);
        for (char next : after.get(c)) {
            int s = state.get(next);
            if (s == ON_PATH || (s == UNVISITED && !finish(next))) {
                return false;
            }
        }
        state.put(c, DONE);
        reversed.append(c);
        return true;
    }
}
