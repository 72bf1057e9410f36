/**
 * Fails at run time on even lengths: the merge below, which stops when the reversed half has one
 * node left, needs slow at the second of the two middle nodes of an even list (the loop
 * `while (fast != null && fast.next != null)`). This one stops slow at the first of them, one
 * node too early: the reversed half is one node longer than the merge expects, and the merge runs
 * off the end of the first half. Odd lengths, where both loops stop at the middle, pass.
 *
 * @expected-message NullPointerException: Cannot read field "next" because "first" is null
 */
class Solution {
    public void reorderList(ListNode head) {
        ListNode slow = head;
        ListNode fast = head;
        while (fast.next != null && fast.next.next != null) {   // off by one for even lengths
            slow = slow.next;
            fast = fast.next.next;
        }
        // Reverse from slow on; the node before slow still points at slow, the reversed tail.
        ListNode previous = null;
        ListNode current = slow;
        while (current != null) {
            ListNode next = current.next;
            current.next = previous;
            previous = current;
            current = next;
        }
        ListNode first = head;
        ListNode second = previous;
        while (second.next != null) {
            ListNode firstNext = first.next;
            ListNode secondNext = second.next;
            first.next = second;
            second.next = firstNext;
            first = firstNext;
            second = secondNext;
        }
    }
}
