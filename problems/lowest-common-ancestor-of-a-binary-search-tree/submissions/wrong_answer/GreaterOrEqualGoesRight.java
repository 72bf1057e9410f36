/**
 * Wrong: walks down as it should, but moves right when both values are at least the node's
 * ({@code >=} instead of {@code >}). When p is the node itself and q is in its right subtree, p is
 * the answer, yet the walk steps past it and stops lower down, at a node that is not an ancestor
 * of p at all.
 *
 * @expected-message returned the node with value 4, expected the node with value 2
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode node = root;
        while (true) {
            if (p.val < node.val && q.val < node.val) {
                node = node.left;
            } else if (p.val >= node.val && q.val >= node.val) {   // should be >: p or q may be this node
                node = node.right;
            } else {
                return node;
            }
        }
    }
}
