/**
 * Wrong: the recursive reversal without `head.next = null`. Every node is hung after its old
 * successor, but the old head still points to its old successor too: the last two nodes of the
 * returned list point at each other, a cycle.
 *
 * @expected-message the returned list has a cycle: after 5 nodes, the next of the last one (value 3) is node 4 (value 1) again
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        if (head == null || head.next == null) {
            return head;
        }
        ListNode newHead = reverseList(head.next);
        head.next.next = head;
        // missing: head.next = null;
        return newHead;
    }
}
