/**
 * Fails at run time: the two-pointer idea without a dummy node. `fast` starts at the head and goes
 * n nodes ahead; when n is the list's length (the head is the node to remove), `fast` is already
 * null and reading fast.next throws a NullPointerException.
 *
 * @expected-message NullPointerException: Cannot read field "next" because "fast" is null
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        ListNode fast = head;
        ListNode slow = head;
        for (int i = 0; i < n; i++) {
            fast = fast.next;
        }
        while (fast.next != null) {   // fast is null when n is the length
            fast = fast.next;
            slow = slow.next;
        }
        slow.next = slow.next.next;
        return head;
    }
}
