import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It shares nothing
 * with the accepted submissions' graph: it compares every pair of words i < j, not only
 * neighbours, and collects the order each pair implies (or the impossibility of a later word that
 * is a proper prefix of an earlier one); then it builds an alphabet by repeatedly taking the
 * alphabetically smallest letter that no unplaced letter must precede, and returns "" when it gets
 * stuck (a cycle). Finally it checks its own answer: every pair of words in order under it, every
 * letter once. It throws when an input breaks the statement's constraints.
 */
class Solution {
    public String alienOrder(String[] words) {
        require(words.length >= 1 && words.length <= 100, "words.length = " + words.length + " is outside 1..100");
        boolean[] present = new boolean[26];
        for (String word : words) {
            require(word.length() >= 1 && word.length() <= 100, "a word of length " + word.length());
            for (char c : word.toCharArray()) {
                require(c >= 'a' && c <= 'z', "the character '" + c + "'");
                present[c - 'a'] = true;
            }
        }
        boolean[][] before = new boolean[26][26];
        for (int i = 0; i < words.length; i++) {
            for (int j = i + 1; j < words.length; j++) {
                String a = words[i];
                String b = words[j];
                int d = 0;
                while (d < a.length() && d < b.length() && a.charAt(d) == b.charAt(d)) {
                    d++;
                }
                if (d < a.length() && d < b.length()) {
                    before[a.charAt(d) - 'a'][b.charAt(d) - 'a'] = true;
                } else if (a.length() > b.length()) {
                    return "";
                }
            }
        }
        StringBuilder order = new StringBuilder();
        boolean[] placed = new boolean[26];
        int letters = 0;
        for (boolean p : present) {
            letters += p ? 1 : 0;
        }
        while (order.length() < letters) {
            int pick = -1;
            for (int c = 0; c < 26 && pick < 0; c++) {
                if (present[c] && !placed[c]) {
                    boolean free = true;
                    for (int b = 0; b < 26; b++) {
                        if (present[b] && !placed[b] && before[b][c]) {
                            free = false;
                        }
                    }
                    if (free) {
                        pick = c;
                    }
                }
            }
            if (pick < 0) {
                return "";
            }
            placed[pick] = true;
            order.append((char) ('a' + pick));
        }
        int[] rank = new int[26];
        for (int k = 0; k < order.length(); k++) {
            rank[order.charAt(k) - 'a'] = k;
        }
        for (int i = 0; i < words.length; i++) {
            for (int j = i + 1; j < words.length; j++) {
                if (compare(words[i], words[j], rank) > 0) {
                    throw new IllegalStateException("the proof's own order " + order + " leaves words " + i + " and "
                            + j + " out of order");
                }
            }
        }
        return order.toString();
    }

    private static int compare(String a, String b, int[] rank) {
        for (int d = 0; d < Math.min(a.length(), b.length()); d++) {
            if (a.charAt(d) != b.charAt(d)) {
                return rank[a.charAt(d) - 'a'] - rank[b.charAt(d) - 'a'];
            }
        }
        return a.length() - b.length();
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " breaks the statement's constraints");
        }
    }
}
