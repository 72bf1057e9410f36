/**
 * Wrong: builds the merged list correctly, then returns `tail`, the last node spliced in, instead
 * of the head. The answer starts deep inside the merged list and its head is lost.
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
            tail = tail.next;
        }
        tail.next = list1 != null ? list1 : list2;
        return tail == dummy ? dummy.next : tail;   // should be: return dummy.next;
    }
}
