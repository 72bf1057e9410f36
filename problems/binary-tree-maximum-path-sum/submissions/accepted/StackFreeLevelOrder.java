import java.util.*;

/**
 * The same one-sided gains without recursion: lists the nodes in breadth-first order, then walks
 * that list backwards, so every node is handled after its children. Each node's gain goes into an
 * array at its position in the list. O(n) time and space, no call stack however tall the tree.
 */
class Solution {
    public int maxPathSum(TreeNode root) {
        List<TreeNode> order = new ArrayList<>();
        order.add(root);
        for (int i = 0; i < order.size(); i++) {
            TreeNode node = order.get(i);
            if (node.left != null) {
                order.add(node.left);
            }
            if (node.right != null) {
                order.add(node.right);
            }
        }
        Map<TreeNode, Integer> gain = new IdentityHashMap<>();
        int best = Integer.MIN_VALUE;
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            int left = node.left == null ? 0 : Math.max(0, gain.get(node.left));
            int right = node.right == null ? 0 : Math.max(0, gain.get(node.right));
            best = Math.max(best, node.val + left + right);
            gain.put(node, node.val + Math.max(left, right));
        }
        return best;
    }
}
