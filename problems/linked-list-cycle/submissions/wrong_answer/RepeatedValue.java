import java.util.HashSet;
import java.util.Set;

/**
 * Wrong: remembers the values it has passed instead of the nodes, so a value that appears twice
 * in a list that ends ([1,2,1,2,1]) looks like a return to an earlier node. Different nodes may
 * hold equal values; only the nodes themselves (their identity) tell where the walk has been.
 *
 * @expected-message expected false, got true
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        Set<Integer> seen = new HashSet<>();
        for (ListNode node = head; node != null; node = node.next) {
            if (!seen.add(node.val)) {
                return true;
            }
        }
        return false;
    }
}
