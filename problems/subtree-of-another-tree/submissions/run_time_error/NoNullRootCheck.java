/**
 * Crashes: the search moves on to root.left and root.right, but never stops when it reaches a
 * missing child. Unless a match is found first, it reaches a leaf's missing child and reads its
 * left field: a NullPointerException.
 *
 * @expected-message NullPointerException
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        if (same(root, subRoot)) {
            return true;
        }
        return isSubtree(root.left, subRoot) || isSubtree(root.right, subRoot);
    }

    private boolean same(TreeNode a, TreeNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.val == b.val && same(a.left, b.left) && same(a.right, b.right);
    }
}
