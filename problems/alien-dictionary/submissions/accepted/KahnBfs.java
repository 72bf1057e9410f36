import java.util.*;

/**
 * Builds the letter graph from adjacent words: the first position where two neighbours differ
 * gives one edge (the earlier word's letter before the later word's), and a word followed by its
 * own proper prefix makes the list impossible at once. Then Kahn's algorithm: take letters with no
 * letter left before them, one by one; if some letters are never freed, they lie on a cycle and no
 * order exists.
 *
 * <p>Time O(C) for C letters in all the words (each adjacent pair is scanned up to its first
 * difference), plus O(26^2) for the graph; space O(26^2).
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
            int j = 0;
            while (j < a.length() && j < b.length() && a.charAt(j) == b.charAt(j)) {
                j++;
            }
            if (j == a.length() || j == b.length()) {
                if (a.length() > b.length()) {
                    return "";          // b is a proper prefix of a, yet comes after it
                }
                continue;               // a is a prefix of b (or equal): nothing learned
            }
            int x = a.charAt(j) - 'a';
            int y = b.charAt(j) - 'a';
            if (!edge[x][y]) {
                edge[x][y] = true;
                indegree[y]++;
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
