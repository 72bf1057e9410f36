import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It uses no queue
 * and no per-level bookkeeping: for each depth d = 0, 1, 2, ... it walks the whole tree again with
 * an explicit stack (node, left, right) and keeps the nodes found at depth exactly d, stopping at
 * the first depth with none. O(n * h), at most 2000 * 2000 steps. It also checks the input against
 * the statement's constraints (at most 2000 nodes, values in -1000..1000).
 */
class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        for (int depth = 0; ; depth++) {
            List<Integer> level = new ArrayList<>();
            int nodes = 0;
            Deque<Object[]> stack = new ArrayDeque<>();
            if (root != null) {
                stack.push(new Object[] {root, 0});
            }
            while (!stack.isEmpty()) {
                Object[] top = stack.pop();
                TreeNode node = (TreeNode) top[0];
                int d = (Integer) top[1];
                nodes++;
                require(nodes <= 2000, "the tree has more than 2000 nodes");
                require(node.val >= -1000 && node.val <= 1000, "a node holds " + node.val + ", outside -1000..1000");
                if (d == depth) {
                    level.add(node.val);
                }
                // right pushed first, so left is popped first: left-to-right order within a depth
                if (node.right != null) {
                    stack.push(new Object[] {node.right, d + 1});
                }
                if (node.left != null) {
                    stack.push(new Object[] {node.left, d + 1});
                }
            }
            if (level.isEmpty()) {
                return levels;
            }
            levels.add(level);
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
