/**
 * Merges the lists in pairs, as merge sort does: lists 0 and 1, 2 and 3, ... in the first round,
 * then the results in pairs again, until one list is left. Each round touches every node once and
 * there are log k rounds: O(N log k), with the two-list merge as the only tool.
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        if (lists.length == 0) {
            return null;
        }
        return mergeRange(lists, 0, lists.length - 1);
    }

    private ListNode mergeRange(ListNode[] lists, int from, int to) {
        if (from == to) {
            return lists[from];
        }
        int middle = (from + to) >>> 1;
        return mergeTwo(mergeRange(lists, from, middle), mergeRange(lists, middle + 1, to));
    }

    private ListNode mergeTwo(ListNode a, ListNode b) {
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (a != null && b != null) {
            if (a.val <= b.val) {
                tail.next = a;
                a = a.next;
            } else {
                tail.next = b;
                b = b.next;
            }
            tail = tail.next;
        }
        tail.next = a != null ? a : b;
        return dummy.next;
    }
}
