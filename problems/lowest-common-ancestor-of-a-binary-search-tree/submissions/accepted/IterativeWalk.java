/**
 * Walks down from the root. While p and q are both smaller than the node, the answer is in the
 * left subtree; while both are larger, in the right one. The first node where they are not on the
 * same side (one smaller and one larger, or the node is p or q itself) is the lowest common
 * ancestor. Time O(h), h the height of the tree; space O(1).
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        TreeNode node = root;
        while (true) {
            if (p.val < node.val && q.val < node.val) {
                node = node.left;
            } else if (p.val > node.val && q.val > node.val) {
                node = node.right;
            } else {
                return node;
            }
        }
    }
}
