/**
 * The in-order traversal as a recursion, with the count in a field so that every call sees the
 * same one; it stops descending once the answer is found. Time O(h + k); space O(h) for the calls.
 */
class Solution {
    private int remaining;
    private int answer;

    public int kthSmallest(TreeNode root, int k) {
        remaining = k;
        visit(root);
        return answer;
    }

    private void visit(TreeNode node) {
        if (node == null || remaining == 0) {
            return;
        }
        visit(node.left);
        if (remaining == 0) {
            return;
        }
        if (--remaining == 0) {
            answer = node.val;
            return;
        }
        visit(node.right);
    }
}
