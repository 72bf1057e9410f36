/**
 * Recursive: the empty tree has depth 0, and any other tree is one level (its root) on top of the
 * deeper of its two subtrees. Each node is visited once: O(n) time, O(h) stack for a tree of
 * height h (10^4 frames for the chains in the tests).
 */
class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) {
            return 0;
        }
        return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
    }
}
