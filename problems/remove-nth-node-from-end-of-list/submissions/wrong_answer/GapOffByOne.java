/**
 * Wrong: the two-pointer idea with the gap one node too short. `fast` starts n nodes ahead of
 * `slow` instead of n + 1, so when `fast` falls off the end `slow` stands on the node to remove
 * rather than before it, and the node after it is removed instead (the (n - 1)th from the end).
 *
 * @expected-message the lists differ at node 4 (counted from 1): expected 5, got 4
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        ListNode dummy = new ListNode(0, head);
        ListNode fast = dummy;
        ListNode slow = dummy;
        for (int i = 0; i < n; i++) {   // should be i <= n
            fast = fast.next;
        }
        while (fast != null) {
            fast = fast.next;
            slow = slow.next;
        }
        slow.next = slow.next.next;
        return dummy.next;
    }
}
