/**
 * Recursive merge: an empty list merged with another is the other; otherwise the smaller head
 * comes first and its next is the merge of everything else. O(n + m) time, and O(n + m) stack:
 * at most 100 nested calls here.
 */
class Solution {
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        if (list1 == null) {
            return list2;
        }
        if (list2 == null) {
            return list1;
        }
        if (list1.val <= list2.val) {
            list1.next = mergeTwoLists(list1.next, list2);
            return list1;
        }
        list2.next = mergeTwoLists(list1, list2.next);
        return list2;
    }
}
