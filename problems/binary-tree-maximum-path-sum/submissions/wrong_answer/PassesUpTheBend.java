/**
 * Wrong: passes the bend itself (node.val + both children's gains) up to the parent. A path that
 * already used both children of a node cannot go on up to its parent: it would visit the node
 * from three sides, which is not a path. Right whenever no node gains from both children and its
 * parent at once; too large otherwise.
 *
 * @expected-message A path through 2 can take 20 or 1 on its way up to 10, not both
 */
class Solution {
    private int best;

    public int maxPathSum(TreeNode root) {
        best = Integer.MIN_VALUE;
        gain(root);
        return best;
    }

    private int gain(TreeNode node) {
        if (node == null) {
            return 0;
        }
        int left = Math.max(0, gain(node.left));
        int right = Math.max(0, gain(node.right));
        best = Math.max(best, node.val + left + right);
        return node.val + left + right;   // should be node.val + Math.max(left, right)
    }
}
