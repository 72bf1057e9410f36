/**
 * Walks the list once with two pointers: `previous` is the head of the part already reversed,
 * `current` the first node not yet turned. Each step saves current.next before overwriting it.
 * O(n) time, O(1) extra space.
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
        return previous;
    }
}
