/**
 * Floyd's tortoise and hare: `slow` moves one node a step, `fast` two. Without a cycle `fast`
 * reaches the end (null) first; with one, both end up going round it, and `fast` gains one node
 * on `slow` every step, so it lands on `slow` within one lap. O(n) time, O(1) extra space.
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode slow = head;
        ListNode fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) {
                return true;
            }
        }
        return false;
    }
}
