/**
 * Wrong: the right gains and bends, but the best starts at 0 instead of Integer.MIN_VALUE. A path
 * must hold at least one node, so when every value is negative the answer is the largest (least
 * negative) value; this returns 0, the sum of an empty path, which is not allowed.
 *
 * @expected-message Every value is negative
 */
class Solution {
    private int best;

    public int maxPathSum(TreeNode root) {
        best = 0;   // should be Integer.MIN_VALUE
        gain(root);
        return best;
    }

    private int gain(TreeNode node) {
        if (node == null) {
            return 0;
        }
        int left = Math.max(0, gain(node.left));
        int right = Math.max(0, gain(node.right));
        best = Math.max(best, node.val + left + right);
        return node.val + Math.max(left, right);
    }
}
