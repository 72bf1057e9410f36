import java.util.ArrayList;
import java.util.List;

/**
 * Wrong: builds the reordered list from new nodes, then assigns it to the parameter `head`. Java
 * passes the reference by value, so the assignment changes only the local variable: the caller
 * still holds the original first node, whose list has not changed at all.
 *
 * @expected-message the lists differ at node 2 (counted from 1): expected 4, got 2
 */
class Solution {
    public void reorderList(ListNode head) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            values.add(node.val);
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int i = 0, j = values.size() - 1; i <= j; i++, j--) {
            tail.next = new ListNode(values.get(i));
            tail = tail.next;
            if (i < j) {
                tail.next = new ListNode(values.get(j));
                tail = tail.next;
            }
        }
        head = dummy.next;   // invisible to the caller
    }
}
