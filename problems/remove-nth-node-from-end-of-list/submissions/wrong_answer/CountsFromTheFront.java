/**
 * Wrong: removes the nth node from the front instead of from the end. When the list's middle is
 * the nth node both ways the answer is right, which is why the first example's n = 2 on five
 * nodes already tells them apart.
 *
 * @expected-message the lists differ at node 2 (counted from 1): expected 2, got 3
 */
class Solution {
    public ListNode removeNthFromEnd(ListNode head, int n) {
        ListNode dummy = new ListNode(0, head);
        ListNode before = dummy;
        for (int i = 1; i < n; i++) {
            before = before.next;
        }
        before.next = before.next.next;
        return dummy.next;
    }
}
