/**
 * Wrong: counts the nodes in pre-order (node, then left, then right) instead of in-order. Pre-order
 * meets a node before the smaller values in its left subtree, so the k-th node visited is not the
 * k-th smallest.
 *
 * @expected-message expected 1, got 3
 */
class Solution {
    private int count;
    private int answer;

    public int kthSmallest(TreeNode root, int k) {
        count = 0;
        visit(root, k);
        return answer;
    }

    private void visit(TreeNode node, int k) {
        if (node == null || count >= k) {
            return;
        }
        if (++count == k) {                        // should come after visit(node.left, k)
            answer = node.val;
            return;
        }
        visit(node.left, k);
        visit(node.right, k);
    }
}
