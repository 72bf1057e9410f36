/**
 * Iterative merge behind a dummy node: `tail` is the last node of the merged part; each step
 * splices the smaller of the two current heads after it (list1's on a tie) and moves on. When one
 * list runs out, the other's rest is already sorted and is hung after the tail in one link.
 * O(n + m) time, O(1) extra space: no node is created except the dummy.
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
        return dummy.next;
    }
}
