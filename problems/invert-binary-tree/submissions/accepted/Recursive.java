/**
 * Recursive: invert both subtrees, then hang them back on the node the other way round. Each node
 * is visited once: O(n) time, O(h) stack for a tree of height h.
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) {
            return null;
        }
        TreeNode left = invertTree(root.left);
        TreeNode right = invertTree(root.right);
        root.left = right;
        root.right = left;
        return root;
    }
}
