import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test), written apart
 * from the accepted submissions and without recursion: it writes subRoot, and the subtree under
 * every node of root, as LeetCode's level-order list (null for a missing child, trailing nulls
 * trimmed), which determines a tree, and looks for an equal pair of lists. O(n^2 + m) for the
 * sizes here. It also checks both trees against the statement's constraints.
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        List<TreeNode> nodes = nodesOf(root);
        List<TreeNode> subNodes = nodesOf(subRoot);
        check("root", nodes, 2000);
        check("subRoot", subNodes, 1000);
        List<Integer> target = levelOrder(subRoot);
        boolean found = false;
        for (TreeNode node : nodes) {
            found |= levelOrder(node).equals(target);
        }
        return found;
    }

    private static void check(String name, List<TreeNode> nodes, int most) {
        if (nodes.size() < 1 || nodes.size() > most) {
            throw new IllegalArgumentException(name + " has " + nodes.size() + " nodes, outside 1.." + most);
        }
        for (TreeNode node : nodes) {
            if (node.val < -10_000 || node.val > 10_000) {
                throw new IllegalArgumentException(name + " holds " + node.val + ", outside -10^4..10^4");
            }
        }
    }

    private static List<TreeNode> nodesOf(TreeNode top) {
        List<TreeNode> out = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        if (top != null) {
            stack.push(top);
        }
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            out.add(node);
            if (node.left != null) {
                stack.push(node.left);
            }
            if (node.right != null) {
                stack.push(node.right);
            }
        }
        return out;
    }

    private static List<Integer> levelOrder(TreeNode top) {
        List<TreeNode> order = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        order.add(top);
        queue.add(top);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                order.add(child);
                if (child != null) {
                    queue.add(child);
                }
            }
        }
        int end = order.size();
        while (end > 0 && order.get(end - 1) == null) {
            end--;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            out.add(order.get(i) == null ? null : order.get(i).val);
        }
        return out;
    }
}
