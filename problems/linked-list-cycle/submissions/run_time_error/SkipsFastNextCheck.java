/**
 * Fails at run time: Floyd's two pointers with `fast` starting one node ahead, but the loop only
 * checks `fast != null` before reading `fast.next.next`. On a list of even length without a cycle
 * ([1,2]) `fast` stops on the last node, whose next is null, and `fast.next.next` throws a
 * NullPointerException. The loop must also check `fast.next != null`.
 *
 * @expected-message NullPointerException: Cannot read field "next" because "fast.next" is null
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        if (head == null) {
            return false;
        }
        ListNode slow = head;
        ListNode fast = head.next;
        while (fast != null) {
            if (slow == fast) {
                return true;
            }
            slow = slow.next;
            fast = fast.next.next;
        }
        return false;
    }
}
