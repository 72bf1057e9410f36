import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It finds every
 * occurrence of every word in s with indexOf, as an edge from where the occurrence starts to
 * where it ends, and asks whether position s.length() can be reached from 0 along the edges, by
 * depth-first search with an explicit stack; the accepted submissions look words up from each
 * position instead. It also checks the input against the statement's constraints, distinct words
 * included.
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        require(s.length() >= 1 && s.length() <= 300 && s.matches("[a-z]+"), "s is not 1 to 300 lowercase letters");
        require(wordDict.size() >= 1 && wordDict.size() <= 1000, "wordDict has " + wordDict.size() + " words, not 1..1000");
        Set<String> distinct = new HashSet<>();
        for (String word : wordDict) {
            require(word.length() >= 1 && word.length() <= 20 && word.matches("[a-z]+"), "the word \"" + word + "\" is not 1 to 20 lowercase letters");
            require(distinct.add(word), "the word \"" + word + "\" is in wordDict twice");
        }
        int n = s.length();
        List<List<Integer>> edges = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            edges.add(new ArrayList<>());
        }
        for (String word : wordDict) {
            for (int at = s.indexOf(word); at >= 0; at = s.indexOf(word, at + 1)) {
                edges.get(at).add(at + word.length());
            }
        }
        boolean[] reached = new boolean[n + 1];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(0);
        reached[0] = true;
        while (!stack.isEmpty()) {
            int position = stack.pop();
            for (int next : edges.get(position)) {
                if (!reached[next]) {
                    reached[next] = true;
                    stack.push(next);
                }
            }
        }
        return reached[n];
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
