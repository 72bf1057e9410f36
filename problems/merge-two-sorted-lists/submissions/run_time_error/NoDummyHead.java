/**
 * Fails at run time: without a dummy node it picks the head by comparing list1.val with
 * list2.val before checking that either list has a node, so an empty list throws a
 * NullPointerException.
 *
 * @expected-message NullPointerException: Cannot read field "val" because "list1" is null
 */
class Solution {
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        ListNode head;
        if (list1.val <= list2.val) {   // list1 or list2 may be null
            head = list1;
            list1 = list1.next;
        } else {
            head = list2;
            list2 = list2.next;
        }
        ListNode tail = head;
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
        return head;
    }
}
