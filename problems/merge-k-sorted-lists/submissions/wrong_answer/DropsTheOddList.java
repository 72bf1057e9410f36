/**
 * Wrong: merges the lists in pairs, round after round, but a round only looks at full pairs
 * (i + 1 < k): when a round has an odd number of lists, the last one is left out of the next
 * round, and its nodes are lost.
 *
 * @expected-message the lists differ at node 4 (counted from 1): expected 4, got 6
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        if (lists.length == 0) {
            return null;
        }
        ListNode[] round = lists;
        while (round.length > 1) {
            ListNode[] next = new ListNode[round.length / 2];   // should be (round.length + 1) / 2
            for (int i = 0; i + 1 < round.length; i += 2) {
                next[i / 2] = mergeTwo(round[i], round[i + 1]);
            }
            round = next;   // round[round.length - 1] is dropped when round.length is odd
        }
        return round[0];
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
