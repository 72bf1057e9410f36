/**
 * Post-order DFS. gain(node) is the best sum of a path that starts at node and goes down one
 * side only (the most it can add to a path through its parent); a negative gain from a child is
 * dropped (taken as 0). At each node the best path that bends there is
 * node.val + gain(left) + gain(right), and the answer is the largest such bend. The best starts at
 * Integer.MIN_VALUE, not 0, since every path may be negative. O(n) time, O(h) stack.
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
        return node.val + Math.max(left, right);
    }
}
