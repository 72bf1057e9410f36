/**
 * Wrong: recurses only into children that exist, but never asks whether the root itself is null.
 * Every non-empty tree is inverted correctly; the empty tree, {@code []}, throws a
 * NullPointerException at {@code root.left}.
 *
 * @expected-message NullPointerException
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        TreeNode swap = root.left;
        root.left = root.right;
        root.right = swap;
        if (root.left != null) {
            invertTree(root.left);
        }
        if (root.right != null) {
            invertTree(root.right);
        }
        return root;
    }
}
