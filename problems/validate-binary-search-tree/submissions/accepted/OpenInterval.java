/**
 * Passes down the open interval (low, high) each subtree must fit in: going left narrows high to
 * the node's value, going right narrows low. The bounds are longs, so no int value can be
 * mistaken for "no bound".
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        return fits(root, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private boolean fits(TreeNode node, long low, long high) {
        if (node == null) {
            return true;
        }
        if (node.val <= low || node.val >= high) {
            return false;
        }
        return fits(node.left, low, node.val) && fits(node.right, node.val, high);
    }
}
