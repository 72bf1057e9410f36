/**
 * Bottom up: each subtree reports the smallest and largest values in it, or that it is not a BST.
 * A node is fine when its left subtree's largest value is below it and its right subtree's
 * smallest value above it.
 */
class Solution {
    /** {min, max} of a valid non-empty subtree; null for an empty one; INVALID when not a BST. */
    private static final int[] INVALID = new int[0];

    public boolean isValidBST(TreeNode root) {
        return range(root) != INVALID;
    }

    private int[] range(TreeNode node) {
        if (node == null) {
            return null;
        }
        int[] left = range(node.left);
        if (left == INVALID || left != null && left[1] >= node.val) {
            return INVALID;
        }
        int[] right = range(node.right);
        if (right == INVALID || right != null && right[0] <= node.val) {
            return INVALID;
        }
        return new int[] {left == null ? node.val : left[0], right == null ? node.val : right[1]};
    }
}
