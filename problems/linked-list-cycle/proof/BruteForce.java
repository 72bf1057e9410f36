import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it walks the
 * list and compares each node it reaches, by identity, with every node it has passed so far, one
 * by one: the first node met twice means a cycle, null means none. That is O(n^2) comparisons and
 * no set, no second pointer: apart from both accepted submissions. It also checks the input
 * against the statement's constraints (at most 10^4 nodes, values in -10^5..10^5).
 */
class Solution {
    public boolean hasCycle(ListNode head) {
        List<ListNode> passed = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            for (ListNode earlier : passed) {
                if (earlier == node) {
                    return true;
                }
            }
            require(passed.size() < 10_000, "more than 10^4 nodes");
            require(node.val >= -100_000 && node.val <= 100_000, "a node holds " + node.val + ", outside -10^5..10^5");
            passed.add(node);
        }
        return false;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
