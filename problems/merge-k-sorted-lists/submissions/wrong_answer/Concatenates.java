/**
 * Wrong: links the lists one after another, skipping the empty ones, but never merges them. The
 * result holds every node, yet it is sorted only when each list's values all come after the
 * previous list's.
 *
 * @expected-message the lists differ at node 1 (counted from 1): expected 1, got 2
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (ListNode head : lists) {
            tail.next = head;
            while (tail.next != null) {
                tail = tail.next;
            }
        }
        return dummy.next;
    }
}
