import java.util.PriorityQueue;

/**
 * Wrong: a heap of the lists' heads, but when it takes the smallest head out it never puts that
 * node's successor in. The result holds only the first node of each list, in order.
 *
 * @expected-message the lists differ at node 3 (counted from 1): expected 3, got 4
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heads = new PriorityQueue<>((a, b) -> a.val - b.val);
        for (ListNode head : lists) {
            if (head != null) {
                heads.add(head);
            }
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heads.isEmpty()) {
            tail.next = heads.poll();
            tail = tail.next;
            // missing: if (tail.next != null) heads.add(tail.next);
        }
        tail.next = null;
        return dummy.next;
    }
}
