/**
 * Walks both trees together: two empty trees are the same, an empty and a non-empty one are not,
 * and two nodes are the same when their values are equal and their left subtrees and their right
 * subtrees are the same. O(n) time for the smaller tree's n nodes, O(h) stack for its height h.
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        if (p == null || q == null) {
            return p == q;
        }
        return p.val == q.val && isSameTree(p.left, q.left) && isSameTree(p.right, q.right);
    }
}
