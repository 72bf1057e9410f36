import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Wrong: a breadth-first walk that adds one to the depth for every node it takes from the queue,
 * not once per level. It returns the number of nodes, which equals the depth only when every level
 * holds one node (a chain). On [3,9,20,null,null,15,7] it answers 5 instead of 3.
 *
 * @expected-message expected 3, got 5
 */
class Solution {
    public int maxDepth(TreeNode root) {
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) {
            queue.add(root);
        }
        int depth = 0;
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            depth++;
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        return depth;
    }
}
