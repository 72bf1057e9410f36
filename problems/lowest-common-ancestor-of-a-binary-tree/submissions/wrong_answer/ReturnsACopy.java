/**
 * Wrong: finds the right node, then returns a new TreeNode holding its value instead of the node
 * itself. The question asks which node of the tree is the ancestor; a copy is not in the tree,
 * whatever value it holds (LeetCode rejects it the same way).
 *
 * @expected-message not a node of the input tree: return the tree's own node (a new TreeNode(3) is a copy, not the node)
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode found = find(root, p, q);
        return new TreeNode(found.val);            // should be: return found;
    }

    private TreeNode find(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) {
            return root;
        }
        TreeNode left = find(root.left, p, q);
        TreeNode right = find(root.right, p, q);
        if (left != null && right != null) {
            return root;
        }
        return left != null ? left : right;
    }
}
