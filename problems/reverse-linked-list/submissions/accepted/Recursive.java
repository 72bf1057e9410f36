/**
 * Reverses the rest of the list first, then hangs the head after what was its successor (now the
 * tail of the reversed rest) and ends the list at the head. 5000 nodes mean 5000 nested calls,
 * well inside the stack.
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        if (head == null || head.next == null) {
            return head;
        }
        ListNode newHead = reverseList(head.next);
        head.next.next = head;
        head.next = null;
        return newHead;
    }
}
