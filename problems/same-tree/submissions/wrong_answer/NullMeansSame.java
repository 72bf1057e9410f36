/**
 * Wrong: guards against null with one test, "if either is null, there is nothing left to compare",
 * and returns true. But a missing node facing a present one is a difference: with it, [1,2] and
 * [1,null,2] come out the same (2 is compared with nothing on both sides).
 *
 * @expected-message p's 2 is a left child, q's a right child
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        if (p == null || q == null) {
            return true;   // should be p == q
        }
        return p.val == q.val && isSameTree(p.left, q.left) && isSameTree(p.right, q.right);
    }
}
