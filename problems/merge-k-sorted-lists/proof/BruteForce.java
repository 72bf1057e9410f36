import java.util.Arrays;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it pours every
 * value of every list into one array, sorts it with Arrays.sort, and builds a new list from it;
 * the accepted submissions merge the given nodes. It also checks the input against the
 * statement's constraints, each list's order included.
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        require(lists.length <= 10_000, "k = " + lists.length + " lists, more than 10^4");
        int[] values = new int[10_000];
        int total = 0;
        for (ListNode head : lists) {
            int length = 0;
            for (ListNode node = head; node != null; node = node.next) {
                require(++length <= 500, "a list of more than 500 nodes");
                require(total < 10_000, "more than 10^4 nodes in all");
                require(node.val >= -10_000 && node.val <= 10_000, "a node holds " + node.val + ", outside -10^4..10^4");
                require(node.next == null || node.val <= node.next.val,
                        "a list that is not sorted: " + node.val + " before " + (node.next == null ? 0 : node.next.val));
                values[total++] = node.val;
            }
        }
        int[] all = Arrays.copyOf(values, total);
        Arrays.sort(all);
        ListNode head = null;
        for (int i = all.length - 1; i >= 0; i--) {
            head = new ListNode(all[i], head);
        }
        return head;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
