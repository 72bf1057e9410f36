/**
 * Wrong: splices the smaller head after `tail` but never moves `tail` forward, so every step
 * overwrites dummy.next. What is returned starts at the last node spliced, followed by whatever
 * was left of its list: the earlier nodes are lost.
 *
 * @expected-message the lists differ at node 1 (counted from 1): expected 1, got 4
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
            // missing: tail = tail.next;
        }
        tail.next = list1 != null ? list1 : list2;
        return dummy.next;
    }
}
