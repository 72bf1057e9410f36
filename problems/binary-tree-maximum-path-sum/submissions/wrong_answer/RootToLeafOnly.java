/**
 * Wrong: the largest sum of a path from the root down to a leaf. A path may start and end at any
 * nodes, bend at a node below the root, and need not reach a leaf or the root at all.
 *
 * @expected-message The best path bends at the root
 */
class Solution {
    public int maxPathSum(TreeNode root) {
        if (root.left == null && root.right == null) {
            return root.val;
        }
        int best = Integer.MIN_VALUE;
        if (root.left != null) {
            best = Math.max(best, maxPathSum(root.left));
        }
        if (root.right != null) {
            best = Math.max(best, maxPathSum(root.right));
        }
        return root.val + best;
    }
}
