/**
 * Wrong: chooses the side to recurse on by p alone, as if searching for p. When q is on the other
 * side of the node, the node is the answer, but the recursion goes on towards p and returns p.
 * The side must be chosen only when p and q are both on it.
 *
 * @expected-message returned the node with value 2, expected the node with value 6
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (p.val < root.val) {                    // should be: p.val < root.val && q.val < root.val
            return lowestCommonAncestor(root.left, p, q);
        }
        if (p.val > root.val) {                    // should be: p.val > root.val && q.val > root.val
            return lowestCommonAncestor(root.right, p, q);
        }
        return root;
    }
}
