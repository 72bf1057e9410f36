import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Breadth-first search over positions of s, with the words in a trie. Position 0 is reachable;
 * from a reachable position p, walk the trie along s from p: every node that ends a word at
 * position q makes q reachable. Each position is expanded once (a visited array), and a walk
 * stops after at most L letters, the longest word. The answer is whether n is reached. Time
 * O(n * L + total dictionary size), space O(n + total dictionary size).
 */
class Solution {
    private static final class Node {
        final Node[] next = new Node[26];
        boolean endsWord;
    }

    public boolean wordBreak(String s, List<String> wordDict) {
        Node root = new Node();
        for (String word : wordDict) {
            Node node = root;
            for (char c : word.toCharArray()) {
                if (node.next[c - 'a'] == null) {
                    node.next[c - 'a'] = new Node();
                }
                node = node.next[c - 'a'];
            }
            node.endsWord = true;
        }
        int n = s.length();
        boolean[] seen = new boolean[n + 1];
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        seen[0] = true;
        while (!queue.isEmpty()) {
            int start = queue.poll();
            if (start == n) {
                return true;
            }
            Node node = root;
            for (int q = start; q < n; q++) {
                node = node.next[s.charAt(q) - 'a'];
                if (node == null) {
                    break;
                }
                if (node.endsWord && !seen[q + 1]) {
                    seen[q + 1] = true;
                    queue.add(q + 1);
                }
            }
        }
        return false;
    }
}
