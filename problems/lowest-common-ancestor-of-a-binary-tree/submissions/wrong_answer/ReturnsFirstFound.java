/**
 * Wrong: reports p or q upward as the right solution does, but forgets the case that decides the
 * answer, a node hearing from both subtrees. It returns whichever of p and q the search meets
 * first, which is right only when one of them is above the other.
 *
 * @expected-message returned the node with value 1, expected the node with value 3
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) {
            return root;
        }
        TreeNode left = lowestCommonAncestor(root.left, p, q);
        if (left != null) {                        // missing: look right too, and return root if both sides found one
            return left;
        }
        return lowestCommonAncestor(root.right, p, q);
    }
}
