/**
 * Crashes: handles two missing nodes, but not one missing node facing a present one, and reads
 * the missing node's val: a NullPointerException as soon as the shapes differ, as in
 * [1,2] against [1,null,2].
 *
 * @expected-message NullPointerException
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        if (p == null && q == null) {
            return true;
        }
        if (p.val != q.val) {
            return false;
        }
        return isSameTree(p.left, q.left) && isSameTree(p.right, q.right);
    }
}
