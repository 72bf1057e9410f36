/**
 * Wrong: reverses every link correctly, but returns `head`, the node that was first and is now
 * last, instead of `previous`, the new first node. The list it returns is that one node.
 *
 * @expected-message the lists differ at node 1 (counted from 1): expected 5, got 3
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        ListNode previous = null;
        ListNode current = head;
        while (current != null) {
            ListNode next = current.next;
            current.next = previous;
            previous = current;
            current = next;
        }
        return head;   // should be: return previous;
    }
}
