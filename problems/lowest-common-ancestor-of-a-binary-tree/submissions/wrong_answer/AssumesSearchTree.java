/**
 * Wrong: solves the binary search tree version of the problem. It walks down from the root by
 * comparing values (both smaller: go left; both larger: go right; otherwise stop), which finds the
 * answer only where the values happen to be ordered like a BST's.
 *
 * @expected-message returned the node with value 7, expected the node with value 9
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode node = root;
        while (node != null) {
            if (p.val < node.val && q.val < node.val) {
                node = node.left;
            } else if (p.val > node.val && q.val > node.val) {
                node = node.right;
            } else {
                return node;
            }
        }
        return null;
    }
}
