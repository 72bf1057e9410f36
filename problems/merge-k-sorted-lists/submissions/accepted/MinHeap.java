import java.util.PriorityQueue;

/**
 * A k-way merge: a priority queue holds the current head of every non-empty list, ordered by
 * value. Take the smallest, append it to the result, and put its successor (if any) in its place.
 * O(N log k) for N nodes in all; the given nodes are relinked, none is created.
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heads = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode head : lists) {
            if (head != null) {
                heads.add(head);
            }
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heads.isEmpty()) {
            ListNode smallest = heads.poll();
            tail.next = smallest;
            tail = smallest;
            if (smallest.next != null) {
                heads.add(smallest.next);
            }
        }
        tail.next = null;
        return dummy.next;
    }
}
