import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it copies the
 * values into an array, then builds a brand-new list by reading the array from its end, and
 * leaves the given nodes alone; the accepted submissions turn the given nodes' pointers round.
 * It also checks the input against the statement's constraints.
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            require(values.size() < 5000, "more than 5000 nodes");
            require(node.val >= -5000 && node.val <= 5000, "a node holds " + node.val + ", outside -5000..5000");
            values.add(node.val);
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int i = values.size() - 1; i >= 0; i--) {
            tail.next = new ListNode(values.get(i));
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
