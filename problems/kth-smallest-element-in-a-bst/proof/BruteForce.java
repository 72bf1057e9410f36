import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): collects every
 * value with a breadth-first pass, which knows nothing of the search-tree order, sorts them and
 * takes the k-th. It also checks the input against the statement's constraints, the search-tree
 * order included (an in-order walk must meet strictly increasing values).
 */
class Solution {
    public int kthSmallest(TreeNode root, int k) {
        require(root != null, "the tree is empty");
        List<Integer> values = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            require(node.val >= 0 && node.val <= 10_000, "a node holds " + node.val + ", outside 0..10^4");
            values.add(node.val);
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        require(values.size() <= 10_000, "the tree has " + values.size() + " nodes, more than 10^4");
        require(k >= 1 && k <= values.size(), "k = " + k + " is outside 1..n = " + values.size());
        long last = Long.MIN_VALUE;
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode at = root;
        while (at != null || !stack.isEmpty()) {
            while (at != null) {
                stack.push(at);
                at = at.left;
            }
            TreeNode node = stack.pop();
            require(node.val > last, "not a binary search tree: " + node.val + " comes after " + last + " in order");
            last = node.val;
            at = node.right;
        }
        Collections.sort(values);
        return values.get(k - 1);
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
