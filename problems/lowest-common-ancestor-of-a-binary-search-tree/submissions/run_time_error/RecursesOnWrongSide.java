/**
 * Fails at run time: the two recursive calls are swapped. When p and q are both smaller than the
 * node it goes right, away from them, and keeps going the wrong way until it falls off the tree:
 * root is null and root.val throws a NullPointerException.
 *
 * @expected-message java.lang.NullPointerException
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (p.val < root.val && q.val < root.val) {
            return lowestCommonAncestor(root.right, p, q);   // should be root.left
        }
        if (p.val > root.val && q.val > root.val) {
            return lowestCommonAncestor(root.left, p, q);    // should be root.right
        }
        return root;
    }
}
