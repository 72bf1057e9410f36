/**
 * Wrong: walks at most 5000 steps and, if it has not reached null by then, decides the list must
 * be going round a cycle. A list without a cycle may have up to 10^4 nodes, so the longest lists
 * are taken for cycles. A bound would have to exceed the largest number of nodes, and even then it
 * only works because the constraints cap the length.
 *
 * @expected-message expected false, got true
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode node = head;
        for (int steps = 0; steps < 5000; steps++) {
            if (node == null) {
                return false;
            }
            node = node.next;
        }
        return true;
    }
}
