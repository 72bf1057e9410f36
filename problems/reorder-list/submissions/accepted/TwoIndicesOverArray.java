import java.util.ArrayList;
import java.util.List;

/**
 * Puts every node in an array, then relinks them with two indices closing in from both ends:
 * nodes[0] → nodes[n-1] → nodes[1] → nodes[n-2] → ..., and ends the list at the node where they
 * meet. O(n) time, O(n) extra space for the array.
 */
class Solution {
    public void reorderList(ListNode head) {
        List<ListNode> nodes = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            nodes.add(node);
        }
        int i = 0;
        int j = nodes.size() - 1;
        while (i < j) {
            nodes.get(i).next = nodes.get(j);
            i++;
            if (i == j) {
                break;
            }
            nodes.get(j).next = nodes.get(i);
            j--;
        }
        nodes.get(i).next = null;
    }
}
