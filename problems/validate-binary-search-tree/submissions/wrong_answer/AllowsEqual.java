/**
 * Wrong: passes the bounds down correctly (as longs, so the int extremes are fine), but lets a
 * value equal a bound: a left child equal to its parent, or any value equal to an ancestor's, is
 * accepted. The statement asks for strictly smaller and strictly larger.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        return fits(root, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private boolean fits(TreeNode node, long low, long high) {
        if (node == null) {
            return true;
        }
        if (node.val < low || node.val > high) {   // should be <= and >=
            return false;
        }
        return fits(node.left, low, node.val) && fits(node.right, node.val, high);
    }
}
