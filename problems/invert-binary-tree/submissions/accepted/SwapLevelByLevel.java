import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Iterative, level by level: take each node from a queue, swap its two children, and queue them.
 * The order in which nodes are swapped does not matter, since each swap only touches its own node.
 * O(n) time, O(w) queue for a tree whose widest level holds w nodes.
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) {
            queue.add(root);
        }
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            TreeNode swap = node.left;
            node.left = node.right;
            node.right = swap;
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        return root;
    }
}
