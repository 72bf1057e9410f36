/**
 * Wrong: looks for the first node (in pre-order) holding subRoot's value and compares the trees
 * only there. Values may repeat: when the first node with that value is not the top of a copy of
 * subRoot, a later one still can be.
 *
 * @expected-message The root's 4 has children 4 and 5
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        TreeNode start = find(root, subRoot.val);
        return start != null && same(start, subRoot);
    }

    private TreeNode find(TreeNode node, int value) {
        if (node == null || node.val == value) {
            return node;
        }
        TreeNode left = find(node.left, value);
        return left != null ? left : find(node.right, value);
    }

    private boolean same(TreeNode a, TreeNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.val == b.val && same(a.left, b.left) && same(a.right, b.right);
    }
}
