/**
 * Wrong: a BST check comparing only children with their parent. Every left child is smaller than
 * its parent and every right child larger, but a value deeper down is never compared with the
 * ancestors above its parent, so [8,4,12,2,9,10,14] (9 below 4, but in 8's left subtree) passes.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        if (root == null) {
            return true;
        }
        if (root.left != null && root.left.val >= root.val) {
            return false;
        }
        if (root.right != null && root.right.val <= root.val) {
            return false;
        }
        return isValidBST(root.left) && isValidBST(root.right);
    }
}
