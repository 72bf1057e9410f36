/**
 * Correct but too slow: does not use the search-tree order. At each node on the way down it
 * searches the whole left subtree for p and for q to decide where to go. On a chain of n nodes
 * with p and q at the bottom, every level searches everything below it again: about n^2 / 2
 * steps, 1.25 * 10^9 for the tests' n = 5 * 10^4, where walking down by the values takes n.
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode node = root;
        while (true) {
            if (node == p || node == q) {
                return node;
            }
            boolean pLeft = contains(node.left, p);
            boolean qLeft = contains(node.left, q);
            if (pLeft && qLeft) {
                node = node.left;
            } else if (!pLeft && !qLeft) {
                node = node.right;
            } else {
                return node;
            }
        }
    }

    private boolean contains(TreeNode node, TreeNode target) {
        while (node != null) {                     // the left spine iteratively, right subtrees by recursion
            if (node == target || contains(node.right, target)) {
                return true;
            }
            node = node.left;
        }
        return false;
    }
}
