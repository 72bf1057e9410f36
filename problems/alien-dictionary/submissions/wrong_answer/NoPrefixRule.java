import java.util.*;

/**
 * Wrong: the reference's graph and Kahn's algorithm, without the prefix rule. When two adjacent
 * words agree up to the end of the shorter one, it learns nothing and moves on, even when the
 * longer word comes first: for ["abc","ab"] it returns an order, though a word always comes after
 * its own proper prefix, so no order makes that list sorted.
 *
 * @expected-message returned "abc", but no order of the letters fits the list: words[0] "abc" is followed by words[1] "ab", its own proper prefix
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
            for (int j = 0; j < Math.min(a.length(), b.length()); j++) {
                int x = a.charAt(j) - 'a';
                int y = b.charAt(j) - 'a';
                if (x != y) {
                    if (!edge[x][y]) {
                        edge[x][y] = true;
                        indegree[y]++;
                    }
                    break;
                }
            }
            // missing: if no difference was found and a is longer than b, return ""
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
