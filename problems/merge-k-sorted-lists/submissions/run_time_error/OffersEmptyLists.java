import java.util.PriorityQueue;

/**
 * Fails at run time: puts every head in the priority queue without checking for empty lists. A
 * PriorityQueue refuses null, so any input with an empty list throws a NullPointerException.
 *
 * @expected-message NullPointerException at Solution.mergeKLists(OffersEmptyLists.java:13)
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heads = new PriorityQueue<>((a, b) -> a.val - b.val);
        for (ListNode head : lists) {
            heads.offer(head);   // head may be null
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heads.isEmpty()) {
            ListNode smallest = heads.poll();
            tail.next = smallest;
            tail = smallest;
            if (smallest.next != null) {
                heads.offer(smallest.next);
            }
        }
        return dummy.next;
    }
}
