/**
 * Wrong: finds the right node, then returns a new TreeNode holding its value instead of the node
 * itself. The question asks which node of the tree is the ancestor; a copy is not in the tree,
 * whatever value it holds (LeetCode rejects it the same way).
 *
 * @expected-message not a node of the input tree: return the tree's own node (a new TreeNode(6) is a copy, not the node)
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode node = root;
        while (p.val < node.val && q.val < node.val || p.val > node.val && q.val > node.val) {
            node = p.val < node.val ? node.left : node.right;
        }
        return new TreeNode(node.val);             // should be: return node;
    }
}
