import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The proof of this package's expected outputs (validate runs it on every test), by a different
 * route from the accepted submissions: it walks the tree depth first with an explicit stack, each
 * node carrying the length of the path from the root down to it, and keeps the longest path seen
 * (the depth of the deepest node). No recursion, so 10^4-deep chains need no stack. It also checks
 * the input against the statement's constraints (0 to 10^4 nodes, values -100..100).
 */
class Solution {
    public int maxDepth(TreeNode root) {
        Deque<TreeNode> nodes = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        if (root != null) {
            nodes.push(root);
            depths.push(1);
        }
        int deepest = 0;
        int count = 0;
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            int depth = depths.pop();
            count++;
            if (node.val < -100 || node.val > 100) {
                throw new IllegalArgumentException("value " + node.val + " is outside -100..100 (the statement's constraints)");
            }
            deepest = Math.max(deepest, depth);
            if (node.left != null) {
                nodes.push(node.left);
                depths.push(depth + 1);
            }
            if (node.right != null) {
                nodes.push(node.right);
                depths.push(depth + 1);
            }
        }
        if (count > 10_000) {
            throw new IllegalArgumentException("the tree has " + count + " nodes, more than 10^4 (the statement's constraints)");
        }
        return deepest;
    }
}
