import java.util.*;

/**
 * Bottom-up on the structure of a balanced string: its first '(' is closed by some ')', so the
 * string is "(" + A + ")" + B with A balanced of k pairs and B balanced of n - 1 - k pairs.
 * Building the lists for 0, 1, ..., n pairs in turn makes each string exactly once.
 */
class Solution {
    public List<String> generateParenthesis(int n) {
        List<List<String>> byPairs = new ArrayList<>();
        byPairs.add(List.of(""));
        for (int pairs = 1; pairs <= n; pairs++) {
            List<String> strings = new ArrayList<>();
            for (int inside = 0; inside < pairs; inside++) {
                for (String a : byPairs.get(inside)) {
                    for (String b : byPairs.get(pairs - 1 - inside)) {
                        strings.add("(" + a + ")" + b);
                    }
                }
            }
            byPairs.add(strings);
        }
        return byPairs.get(n);
    }
}
