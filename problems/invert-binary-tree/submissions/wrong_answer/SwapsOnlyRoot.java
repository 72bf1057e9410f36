/**
 * Wrong: swaps the root's two children and stops. The two subtrees change sides, but inside them
 * nothing is mirrored, so [4,2,7,1,3,6,9] comes back as [4,7,2,6,9,1,3] instead of
 * [4,7,2,9,6,3,1]. Right only for trees of height at most 1 (and mirror-symmetric subtrees).
 *
 * @expected-message the trees differ at root.left.left
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) {
            return null;
        }
        TreeNode swap = root.left;
        root.left = root.right;
        root.right = swap;
        return root;
    }
}
