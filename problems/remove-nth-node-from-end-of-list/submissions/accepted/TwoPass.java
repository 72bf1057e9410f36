/**
 * Two passes: count the nodes (sz), then walk to the node just before the (sz - n + 1)th from the
 * front and unlink its successor. Removing the head (n == sz) is handled apart: the answer is
 * head.next. O(sz) time, O(1) extra space.
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        int size = 0;
        for (ListNode node = head; node != null; node = node.next) {
            size++;
        }
        if (n == size) {
            return head.next;
        }
        ListNode before = head;
        for (int i = 1; i < size - n; i++) {
            before = before.next;
        }
        before.next = before.next.next;
        return head;
    }
}
