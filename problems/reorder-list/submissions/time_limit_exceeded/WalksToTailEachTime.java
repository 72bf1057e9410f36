/**
 * Too slow: for every node of the first half it walks from there to the end of the list again,
 * unhooks the last node and splices it in after the current one. Correct, but the walks add up
 * to about n^2 / 4 steps: some 6 * 10^8 at n = 50,000, which is what LeetCode rejects (TLE).
 *
 * @expected-message used more than its limit of 500 ms of CPU time
 */
class Solution {
    public void reorderList(ListNode head) {
        ListNode current = head;
        while (current.next != null && current.next.next != null) {
            ListNode beforeLast = current;
            while (beforeLast.next.next != null) {
                beforeLast = beforeLast.next;
            }
            ListNode last = beforeLast.next;
            beforeLast.next = null;
            last.next = current.next;
            current.next = last;
            current = last.next;
        }
    }
}
