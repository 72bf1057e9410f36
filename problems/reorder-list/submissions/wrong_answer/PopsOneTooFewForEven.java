import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Wrong for even lengths: the stack approach, but it splices in (n - 1) / 2 nodes from the back
 * instead of n / 2. For an odd n the two are equal; for an even n the middle is off by one: one
 * node too few comes from the back, and {@code current.next = null} then cuts off L(n/2), the node
 * that should end the list (on [1,2,3,4] the result is 1 4 2, without the 3).
 *
 * @expected-message expected 4 nodes, got 3: the list ends after node 3, where 3 should follow
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
        for (int k = 0; k < (n - 1) / 2; k++) {   // n / 2 splices are needed
            ListNode last = stack.pop();
            ListNode next = current.next;
            current.next = last;
            last.next = next;
            current = next;
        }
        current.next = null;
    }
}
