import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Breadth first, one whole level at a time: the queue holds exactly one level when the loop
 * starts a round; the round takes out that many nodes and puts in their children. The number of
 * rounds is the number of levels. O(n) time, O(w) queue for a widest level of w nodes, no
 * recursion.
 */
class Solution {
    public int maxDepth(TreeNode root) {
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) {
            queue.add(root);
        }
        int levels = 0;
        while (!queue.isEmpty()) {
            levels++;
            for (int i = queue.size(); i > 0; i--) {
                TreeNode node = queue.poll();
                if (node.left != null) {
                    queue.add(node.left);
                }
                if (node.right != null) {
                    queue.add(node.right);
                }
            }
        }
        return levels;
    }
}
