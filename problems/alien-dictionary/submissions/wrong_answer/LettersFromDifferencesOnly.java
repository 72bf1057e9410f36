import java.util.*;

/**
 * Wrong: builds the graph only from the letters that occur in a first difference, so a letter that
 * no pair of words orders never becomes a vertex and is missing from the answer. For ["ab","ac"]
 * the only order learned is 'b' before 'c', and it returns "bc", leaving out 'a'.
 *
 * @expected-message "bc" leaves out 'a': every letter that appears in the words belongs in the answer
 */
class Solution {
    public String alienOrder(String[] words) {
        Map<Character, Set<Character>> after = new LinkedHashMap<>();
        Map<Character, Integer> indegree = new LinkedHashMap<>();
        for (int i = 0; i + 1 < words.length; i++) {
            String a = words[i];
            String b = words[i + 1];
            if (a.length() > b.length() && a.startsWith(b)) {
                return "";
            }
            for (int j = 0; j < Math.min(a.length(), b.length()); j++) {
                char x = a.charAt(j);
                char y = b.charAt(j);
                if (x != y) {
                    after.putIfAbsent(x, new HashSet<>());
                    after.putIfAbsent(y, new HashSet<>());
                    indegree.putIfAbsent(x, 0);
                    indegree.putIfAbsent(y, 0);
                    if (after.get(x).add(y)) {
                        indegree.merge(y, 1, Integer::sum);
                    }
                    break;
                }
            }
        }
        Deque<Character> ready = new ArrayDeque<>();
        for (Map.Entry<Character, Integer> e : indegree.entrySet()) {
            if (e.getValue() == 0) {
                ready.add(e.getKey());
            }
        }
        StringBuilder order = new StringBuilder();
        while (!ready.isEmpty()) {
            char x = ready.poll();
            order.append(x);
            for (char y : after.get(x)) {
                if (indegree.merge(y, -1, Integer::sum) == 0) {
                    ready.add(y);
                }
            }
        }
        return order.length() == indegree.size() ? order.toString() : "";
    }
}
