/**
 * Wrong: the interval idea is right, but the open bounds start as Integer.MIN_VALUE and
 * Integer.MAX_VALUE, standing for "no bound". Those are values a node may hold: a tree holding
 * -2^31 or 2^31 - 1 is rejected, since the value is not strictly inside (MIN_VALUE, MAX_VALUE).
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        return fits(root, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    private boolean fits(TreeNode node, int low, int high) {
        if (node == null) {
            return true;
        }
        if (node.val <= low || node.val >= high) {
            return false;
        }
        return fits(node.left, low, node.val) && fits(node.right, node.val, high);
    }
}
