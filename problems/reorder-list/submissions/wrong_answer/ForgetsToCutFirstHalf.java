/**
 * Wrong: finds the middle and reverses the second half correctly, but never ends the first half
 * (the missing line is `slow.next = null`). The first half's last node still points at what is
 * now the tail of the reversed half, so after the merge the list loops back on itself.
 *
 * @expected-message after reorderList returned, the list from the node it was given has a cycle: after 4 nodes, the next of the last one (value 3) is node 4 (value 3) again
 */
class Solution {
    public void reorderList(ListNode head) {
        ListNode slow = head;
        ListNode fast = head;
        while (fast.next != null && fast.next.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        ListNode second = slow.next;
        // missing: slow.next = null;
        ListNode reversed = null;
        while (second != null) {
            ListNode next = second.next;
            second.next = reversed;
            reversed = second;
            second = next;
        }
        ListNode first = head;
        while (reversed != null) {
            ListNode firstNext = first.next;
            ListNode reversedNext = reversed.next;
            first.next = reversed;
            reversed.next = firstNext;
            first = firstNext;
            reversed = reversedNext;
        }
    }
}
