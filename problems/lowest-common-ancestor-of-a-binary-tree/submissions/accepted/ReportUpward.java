/**
 * One post-order pass: a subtree reports p or q if it holds one of them (or the answer, once found
 * below). A node that hears from both of its subtrees is the lowest common ancestor; a node that is
 * p or q reports itself, since the other one is then either below it or elsewhere.
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
        return left != null ? left : right;
    }
}
