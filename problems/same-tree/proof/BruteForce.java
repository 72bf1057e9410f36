import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test), written apart
 * from the accepted submissions: it writes each tree as LeetCode's level-order list (null for a
 * missing child, trailing nulls trimmed), which determines the tree, and compares the two lists.
 * It also checks each tree against the statement's constraints (0..100 nodes, values
 * -10^4..10^4).
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        List<Integer> a = levelOrder(p, "p");
        List<Integer> b = levelOrder(q, "q");
        return a.equals(b);
    }

    private static List<Integer> levelOrder(TreeNode root, String name) {
        List<Integer> out = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        List<TreeNode> order = new ArrayList<>();
        order.add(root);
        if (root != null) {
            queue.add(root);
        }
        int nodes = 0;
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            nodes++;
            if (node.val < -10_000 || node.val > 10_000) {
                throw new IllegalArgumentException(name + " holds " + node.val + ", outside -10^4..10^4");
            }
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                order.add(child);
                if (child != null) {
                    queue.add(child);
                }
            }
        }
        if (nodes > 100) {
            throw new IllegalArgumentException(name + " has " + nodes + " nodes, more than 100");
        }
        int end = order.size();
        while (end > 0 && order.get(end - 1) == null) {
            end--;
        }
        for (int i = 0; i < end; i++) {
            out.add(order.get(i) == null ? null : order.get(i).val);
        }
        return out;
    }
}
