/**
 * Too slow, forever: walks from the head until it either comes back to the head or reaches null.
 * That finds a cycle through the head, but when the tail links back to a later node (the first
 * example: -4 back to 2) the walk goes round that cycle without ever seeing the head again or
 * reaching null, and never returns.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode node = head;
        while (node != null) {
            node = node.next;
            if (node == head) {
                return true;
            }
        }
        return false;
    }
}
