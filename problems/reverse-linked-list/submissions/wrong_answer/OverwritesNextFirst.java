/**
 * Wrong: turns current.next round before saving where it led, then "advances" along the pointer it
 * has just overwritten. The walk falls off after the first node (its next is now null) and
 * every node after it is lost.
 *
 * @expected-message the lists differ at node 1 (counted from 1): expected 5, got 3
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        ListNode previous = null;
        ListNode current = head;
        while (current != null) {
            current.next = previous;
            previous = current;
            current = current.next;   // already previous's old value: the rest of the list is gone
        }
        return previous;
    }
}
