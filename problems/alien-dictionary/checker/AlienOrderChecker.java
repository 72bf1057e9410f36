import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts any alien alphabet the sorted list allows: a string that holds every letter of the words
 * exactly once and no other character, in which every order the list implies holds; and {@code ""}
 * exactly when no order exists. Says precisely what is wrong otherwise: which letter is missing,
 * repeated or foreign, which two adjacent words an order breaks, or (for a wrong {@code ""}) that an
 * order exists, with one it computed itself.
 *
 * <p>The checker never reads the stored expected output: it derives the orders from the words
 * (the first position where two adjacent words differ; a word followed by its own proper prefix
 * allows no order), decides by itself whether they admit an alphabet (no prefix violation, no
 * cycle among the letters), and judges the answer against them. Adjacent pairs are enough: when
 * each word is at most the next under a total order of the letters, the whole list is sorted.
 */
public final class AlienOrderChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        String[] words = words(input.get("words"));
        Rules rules = new Rules(words);

        if (actual == null || !actual.isTextual()) {
            return CheckResult.rejected("expected a string of letters (or \"\" when no order exists), got "
                    + Checker.describe(actual));
        }
        String answer = actual.textValue();
        String impossible = rules.whyNoOrder();
        if (answer.isEmpty()) {
            return impossible != null ? CheckResult.accepted()
                    : CheckResult.rejected("returned \"\" (no order), but an order exists, e.g. \"" + rules.someOrder()
                            + "\"");
        }
        if (impossible != null) {
            return CheckResult.rejected("returned \"" + answer + "\", but no order of the letters fits the list: "
                    + impossible + "; the answer is \"\"");
        }
        int[] position = new int[26];
        java.util.Arrays.fill(position, -1);
        for (int i = 0; i < answer.length(); i++) {
            char ch = answer.charAt(i);
            if (ch < 'a' || ch > 'z' || !rules.present[ch - 'a']) {
                return CheckResult.rejected("'" + ch + "' at index " + i + " of \"" + answer + "\" is not a letter of"
                        + " the words; the answer holds their letters only");
            }
            if (position[ch - 'a'] >= 0) {
                return CheckResult.rejected("'" + ch + "' appears twice in \"" + answer + "\" (at indices "
                        + position[ch - 'a'] + " and " + i + "); each letter appears exactly once");
            }
            position[ch - 'a'] = i;
        }
        List<String> missing = new ArrayList<>();
        for (int c = 0; c < 26; c++) {
            if (rules.present[c] && position[c] < 0) {
                missing.add("'" + (char) ('a' + c) + "'");
            }
        }
        if (!missing.isEmpty()) {
            return CheckResult.rejected("\"" + answer + "\" leaves out " + String.join(", ", missing)
                    + ": every letter that appears in the words belongs in the answer, even one no pair of words"
                    + " orders");
        }
        for (int i = 0; i + 1 < words.length; i++) {
            int d = rules.firstDifference[i];
            if (d < 0) {
                continue;
            }
            char before = words[i].charAt(d);
            char after = words[i + 1].charAt(d);
            if (position[before - 'a'] > position[after - 'a']) {
                return CheckResult.rejected("\"" + answer + "\" puts '" + after + "' before '" + before + "', but "
                        + word(words, i) + " comes before " + word(words, i + 1) + " and they first differ at index " + d
                        + ", so '" + before + "' comes before '" + after + "'");
            }
        }
        return CheckResult.accepted();
    }

    /** words[i] named for a message: with the word itself in quotes when it is short, else with its length. */
    private static String word(String[] words, int i) {
        String w = words[i];
        return "words[" + i + "] " + (w.length() <= 24 ? "\"" + w + "\"" : "(" + w.length() + " letters)");
    }

    /** The test's words; a malformed list is the problem package's fault (a judge error). */
    private static String[] words(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new IllegalArgumentException("the test's words are not a list: " + node);
        }
        String[] words = new String[node.size()];
        for (int i = 0; i < words.length; i++) {
            JsonNode word = node.get(i);
            if (!word.isTextual() || !word.textValue().matches("[a-z]+")) {
                throw new IllegalArgumentException("words[" + i + "] of the test is not a word of lowercase letters: "
                        + word);
            }
            words[i] = word.textValue();
        }
        return words;
    }

    /** What the list says: its letters, and for each adjacent pair the first position where they differ. */
    private static final class Rules {
        final String[] words;
        final boolean[] present = new boolean[26];
        /** For the pair (i, i + 1): the first index where they differ, or -1 when one is the start of the other. */
        final int[] firstDifference;
        /** pairOf[a][b]: the first pair index i whose words put a before b, or -1. */
        final int[][] pairOf = new int[26][26];
        int prefixViolation = -1;

        Rules(String[] words) {
            this.words = words;
            for (String word : words) {
                for (int i = 0; i < word.length(); i++) {
                    present[word.charAt(i) - 'a'] = true;
                }
            }
            for (int[] row : pairOf) {
                java.util.Arrays.fill(row, -1);
            }
            firstDifference = new int[Math.max(0, words.length - 1)];
            for (int i = 0; i + 1 < words.length; i++) {
                String a = words[i];
                String b = words[i + 1];
                int d = 0;
                while (d < a.length() && d < b.length() && a.charAt(d) == b.charAt(d)) {
                    d++;
                }
                if (d < a.length() && d < b.length()) {
                    firstDifference[i] = d;
                    int x = a.charAt(d) - 'a';
                    int y = b.charAt(d) - 'a';
                    if (pairOf[x][y] < 0) {
                        pairOf[x][y] = i;
                    }
                } else {
                    firstDifference[i] = -1;
                    if (a.length() > b.length() && prefixViolation < 0) {
                        prefixViolation = i;
                    }
                }
            }
        }

        /** Why no alphabet fits the list, or null when one does. */
        String whyNoOrder() {
            if (prefixViolation >= 0) {
                int i = prefixViolation;
                return word(words, i) + " is followed by " + word(words, i + 1)
                        + ", its own proper prefix, and a prefix always comes first";
            }
            List<Integer> cycle = cycle();
            if (cycle == null) {
                return null;
            }
            StringBuilder text = new StringBuilder("the letters form a cycle: ");
            for (int k = 0; k + 1 < cycle.size(); k++) {
                int x = cycle.get(k);
                int y = cycle.get(k + 1);
                int i = pairOf[x][y];
                text.append(k == 0 ? "" : ", ").append('\'').append((char) ('a' + x)).append("' before '")
                        .append((char) ('a' + y)).append("' (").append(word(words, i)).append(" then ")
                        .append(word(words, i + 1)).append(", first differing at index ").append(firstDifference[i])
                        .append(')');
            }
            return text.toString();
        }

        /** A cycle of letters, first letter repeated at the end, or null when the orders are acyclic. */
        private List<Integer> cycle() {
            int[] state = new int[26];
            int[] parent = new int[26];
            for (int start = 0; start < 26; start++) {
                if (!present[start] || state[start] != 0) {
                    continue;
                }
                // An iterative depth-first search: next[v] is the next successor of v to look at.
                int[] next = new int[26];
                int[] stack = new int[27];
                int top = 0;
                stack[top++] = start;
                state[start] = 1;
                while (top > 0) {
                    int v = stack[top - 1];
                    if (next[v] == 26) {
                        state[v] = 2;
                        top--;
                        continue;
                    }
                    int w = next[v]++;
                    if (pairOf[v][w] < 0) {
                        continue;
                    }
                    if (state[w] == 1) {
                        List<Integer> cycle = new ArrayList<>();
                        for (int u = v; u != w; u = parent[u]) {
                            cycle.add(0, u);
                        }
                        cycle.add(0, w);
                        cycle.add(w);
                        return cycle;
                    }
                    if (state[w] == 0) {
                        state[w] = 1;
                        parent[w] = v;
                        stack[top++] = w;
                    }
                }
            }
            return null;
        }

        /** One valid alphabet (call only when one exists): repeatedly the smallest letter with no letter left before it. */
        String someOrder() {
            boolean[] placed = new boolean[26];
            StringBuilder order = new StringBuilder();
            boolean progress = true;
            while (progress) {
                progress = false;
                for (int c = 0; c < 26; c++) {
                    if (!present[c] || placed[c]) {
                        continue;
                    }
                    boolean free = true;
                    for (int b = 0; b < 26 && free; b++) {
                        free = placed[b] || pairOf[b][c] < 0;
                    }
                    if (free) {
                        placed[c] = true;
                        order.append((char) ('a' + c));
                        progress = true;
                        break;
                    }
                }
            }
            return order.toString();
        }
    }
}
