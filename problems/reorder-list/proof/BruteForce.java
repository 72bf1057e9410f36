/**
 * The proof of this package's expected outputs (validate runs it on every test). It relinks
 * nothing: it copies the values into an array, works out for each position of the reordered list
 * which original position it takes (0, n-1, 1, n-2, ... by the definition, alternating from the
 * front and the back), and writes those values back into the given nodes in order. The accepted
 * submissions move nodes instead. It also checks the input against the statement's constraints.
 */
class Solution {
    public void reorderList(ListNode head) {
        require(head != null, "the list is empty, but it has at least 1 node");
        int n = 0;
        for (ListNode node = head; node != null; node = node.next) {
            n++;
            require(n <= 50000, "more than 50000 nodes");
            require(node.val >= 1 && node.val <= 1000, "a node holds " + node.val + ", outside 1..1000");
        }
        int[] values = new int[n];
        int k = 0;
        for (ListNode node = head; node != null; node = node.next) {
            values[k++] = node.val;
        }
        int[] order = new int[n];
        for (int position = 0; position < n; position++) {
            // Position 2t takes L_t, position 2t + 1 takes L_(n-1-t).
            int t = position / 2;
            order[position] = position % 2 == 0 ? t : n - 1 - t;
        }
        boolean[] used = new boolean[n];
        for (int index : order) {
            require(!used[index], "internal: position " + index + " taken twice");
            used[index] = true;
        }
        ListNode node = head;
        for (int position = 0; position < n; position++) {
            node.val = values[order[position]];
            node = node.next;
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
