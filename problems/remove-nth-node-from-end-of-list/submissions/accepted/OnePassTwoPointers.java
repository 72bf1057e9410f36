/**
 * One pass with two pointers behind a dummy node: `fast` goes n + 1 nodes ahead of `slow`, then
 * both move together until `fast` falls off the end. `slow` is then the node just before the one
 * to remove, even when that one is the head (slow is the dummy). O(sz) time, O(1) extra space.
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        ListNode dummy = new ListNode(0, head);
        ListNode fast = dummy;
        ListNode slow = dummy;
        for (int i = 0; i <= n; i++) {
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
