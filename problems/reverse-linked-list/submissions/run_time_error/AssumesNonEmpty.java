/**
 * Fails at run time: reads head.next before checking head itself, so the empty list (head is
 * null) throws a NullPointerException.
 *
 * @expected-message NullPointerException: Cannot read field "next" because "head" is null
 */
class Solution {
    public ListNode reverseList(ListNode head) {
        ListNode previous = head;
        ListNode current = head.next;   // head may be null
        previous.next = null;
        while (current != null) {
            ListNode next = current.next;
            current.next = previous;
            previous = current;
            current = next;
        }
        return previous;
    }
}
