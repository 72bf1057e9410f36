import java.util.*;

/**
 * Run-time error: looks for the first difference by walking the whole of the earlier word,
 * {@code for (j = 0; j < a.length(); j++)}, and reads the later word at the same index. That is
 * fine while the words differ before the later one ends, but when the later word is a proper
 * prefix of the earlier one (["abc","ab"]) it reads past its end and throws
 * StringIndexOutOfBoundsException.
 *
 * @expected-message StringIndexOutOfBoundsException
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
            for (int j = 0; j < a.length(); j++) {
                int x = a.charAt(j) - 'a';
                int y = b.charAt(j) - 'a';      // past the end of b when b is shorter and agrees so far
                if (x != y) {
                    if (!edge[x][y]) {
                        edge[x][y] = true;
                        indegree[y]++;
                    }
                    break;
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
