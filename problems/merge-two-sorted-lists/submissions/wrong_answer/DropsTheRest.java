/**
 * Wrong: merges while both lists have nodes, but forgets that the loop stops as soon as one runs
 * out. The rest of the other list is never hung after the tail, so its last nodes are lost.
 *
 * @expected-message expected 6 nodes, got 5: the list ends after node 5, where 4 should follow
 */
class Solution {
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (list1 != null && list2 != null) {
            if (list1.val <= list2.val) {
                tail.next = list1;
                list1 = list1.next;
            } else {
                tail.next = list2;
                list2 = list2.next;
            }
            tail = tail.next;
        }
        // missing: tail.next = list1 != null ? list1 : list2;
        return dummy.next;
    }
}
