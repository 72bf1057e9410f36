import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it copies the
 * values into an array, drops the one at index sz - n, and builds a brand-new list from the rest,
 * leaving the given nodes alone; the accepted submissions unlink a node of the given list. It
 * also checks the input against the statement's constraints (1..30 nodes, values 0..100,
 * 1 <= n <= sz).
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            require(values.size() < 30, "more than 30 nodes");
            require(node.val >= 0 && node.val <= 100, "a node holds " + node.val + ", outside 0..100");
            values.add(node.val);
        }
        require(!values.isEmpty(), "the list is empty");
        require(n >= 1 && n <= values.size(), "n = " + n + " is outside 1.." + values.size());
        values.remove(values.size() - n);
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int value : values) {
            tail.next = new ListNode(value);
            tail = tail.next;
        }
        return dummy.next;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
