/**
 * Three passes, no extra memory: slow and fast pointers find the end of the first half (the
 * middle node, or the first of the two middles), the second half is cut off and reversed, then
 * the two halves are interleaved, one node from each in turn. O(n) time, O(1) extra space.
 */
class Solution {
    public void reorderList(ListNode head) {
        // 1. slow stops at the last node of the first half: ceil(n / 2) nodes.
        ListNode slow = head;
        ListNode fast = head;
        while (fast.next != null && fast.next.next != null) {
            slow = slow.next;
            fast = fast.next.next;
        }
        // 2. Cut the list after slow and reverse the second half.
        ListNode second = slow.next;
        slow.next = null;
        ListNode reversed = null;
        while (second != null) {
            ListNode next = second.next;
            second.next = reversed;
            reversed = second;
            second = next;
        }
        // 3. Interleave: first half's node, then second half's node, and so on.
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
