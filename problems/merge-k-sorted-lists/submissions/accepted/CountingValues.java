/**
 * Uses the bounded values instead of comparing: counts how many nodes hold each value from -10^4
 * to 10^4, then walks the counts upwards and hands out the given nodes again in that order,
 * writing each value into the next node. O(N + range), no heap and no merging.
 */
class Solution {
    private static final int OFFSET = 10_000;

    public ListNode mergeKLists(ListNode[] lists) {
        int[] count = new int[2 * OFFSET + 1];
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (ListNode head : lists) {
            for (ListNode node = head; node != null; node = node.next) {
                count[node.val + OFFSET]++;
                tail.next = node;   // string all the nodes together, in any order
                tail = node;
            }
        }
        tail.next = null;
        ListNode node = dummy.next;
        for (int value = 0; value < count.length; value++) {
            for (int times = count[value]; times > 0; times--) {
                node.val = value - OFFSET;
                node = node.next;
            }
        }
        return dummy.next;
    }
}
