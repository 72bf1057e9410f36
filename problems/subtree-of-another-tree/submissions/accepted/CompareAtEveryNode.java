/**
 * Tries every node of root as the top of a copy of subRoot: a same-tree comparison (shape and
 * values, missing children included) from that node. O(n * m) time in the worst case for n nodes
 * in root and m in subRoot, which LeetCode's sizes (2000 and 1000) allow; O(h) stack for root's
 * height h.
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        if (root == null) {
            return false;
        }
        return same(root, subRoot) || isSubtree(root.left, subRoot) || isSubtree(root.right, subRoot);
    }

    private boolean same(TreeNode a, TreeNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.val == b.val && same(a.left, b.left) && same(a.right, b.right);
    }
}
