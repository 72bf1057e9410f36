/**
 * Wrong: takes the smaller of the two subtrees' depths instead of the larger, as if it were
 * following the shortest way down. It also counts a missing child as depth 0, so a node with one
 * child counts as a leaf. On [3,9,20,null,null,15,7] it answers 2 (through the leaf 9) instead of 3.
 *
 * @expected-message expected 3, got 2
 */
class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) {
            return 0;
        }
        return 1 + Math.min(maxDepth(root.left), maxDepth(root.right));
    }
}
