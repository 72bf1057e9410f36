import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Pushes every node on a stack, so popping gives the nodes from the tail back. Walking from the
 * head, after each node it splices in the next node popped, for n / 2 splices, then ends the list.
 * O(n) time, O(n) extra space for the stack.
 */
class Solution {
    public void reorderList(ListNode head) {
        Deque<ListNode> stack = new ArrayDeque<>();
        int n = 0;
        for (ListNode node = head; node != null; node = node.next) {
            stack.push(node);
            n++;
        }
        ListNode current = head;
        for (int k = 0; k < n / 2; k++) {
            ListNode last = stack.pop();
            ListNode next = current.next;
            current.next = last;
            last.next = next;
            current = next;
        }
        current.next = null;
    }
}
