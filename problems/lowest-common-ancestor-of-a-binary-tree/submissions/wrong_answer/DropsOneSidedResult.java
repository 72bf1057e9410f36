/**
 * Wrong: returns the node that hears from both subtrees, but when only one subtree reports
 * something it returns null instead of passing that report up. The answer found deep down, or a
 * lone p on its way up to meet q, is lost, and the method returns null.
 *
 * @expected-message returned null (no node), expected the node with value 3
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) {
            return root;
        }
        TreeNode left = lowestCommonAncestor(root.left, p, q);
        TreeNode right = lowestCommonAncestor(root.right, p, q);
        if (left != null && right != null) {
            return root;
        }
        return null;                               // should be: return left != null ? left : right;
    }
}
