import java.util.*;

/**
 * Wrong: takes an order from every position where two adjacent words differ, not only from the
 * first. Only the first difference decides which word comes first; the letters after it say
 * nothing. For ["ab","ba"] it learns 'a' before 'b' (right) and 'b' before 'a' (wrong), sees a
 * cycle and returns "", though "ab" fits.
 *
 * @expected-message returned "" (no order), but an order exists, e.g. "ab"
 */
class Solution {
    public String alienOrder(String[] words) {
        boolean[] present = new boolean[26];
        for (String word : words) {
            for (char c : word.toCharArray()) {
                present[c - 'a'] = true;
            }
        }
        boolean[][] edge = new boolean[26][26];
        int[] indegree = new int[26];
        for (int i = 0; i + 1 < words.length; i++) {
            String a = words[i];
            String b = words[i + 1];
            if (a.length() > b.length() && a.startsWith(b)) {
                return "";
            }
            for (int j = 0; j < Math.min(a.length(), b.length()); j++) {
                int x = a.charAt(j) - 'a';
                int y = b.charAt(j) - 'a';
                if (x != y && !edge[x][y]) {   // no break: every differing position counts
                    edge[x][y] = true;
                    indegree[y]++;
                }
            }
        }
        Deque<Integer> ready = new ArrayDeque<>();
        int letters = 0;
        for (int c = 0; c < 26; c++) {
            if (present[c]) {
                letters++;
                if (indegree[c] == 0) {
                    ready.add(c);
                }
            }
        }
        StringBuilder order = new StringBuilder();
        while (!ready.isEmpty()) {
            int x = ready.poll();
            order.append((char) ('a' + x));
            for (int y = 0; y < 26; y++) {
                if (edge[x][y] && --indegree[y] == 0) {
                    ready.add(y);
                }
            }
        }
        return order.length() == letters ? order.toString() : "";
    }
}
