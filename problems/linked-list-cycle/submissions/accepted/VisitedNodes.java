import java.util.HashSet;
import java.util.Set;

/**
 * Walks the list and remembers every node it has passed, by identity (ListNode does not override
 * equals or hashCode): meeting a node a second time means the walk went round a cycle; reaching
 * null means there is none. O(n) time, O(n) extra space for the set.
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        Set<ListNode> seen = new HashSet<>();
        for (ListNode node = head; node != null; node = node.next) {
            if (!seen.add(node)) {
                return true;
            }
        }
        return false;
    }
}
