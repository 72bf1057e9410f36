import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): the definition
 * itself, with no bounds passed down and no in-order walk as the accepted submissions use. For
 * every node it lists its whole left subtree and its whole right subtree and compares each value
 * there with the node's. O(n * height), without recursion. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        List<TreeNode> all = below(root);
        if (all.size() < 1 || all.size() > 10_000) {
            throw new IllegalArgumentException("the tree has " + all.size() + " nodes, outside 1..10^4 (the statement's constraints)");
        }
        boolean valid = true;
        for (TreeNode node : all) {
            for (TreeNode smaller : below(node.left)) {
                valid &= smaller.val < node.val;
            }
            for (TreeNode larger : below(node.right)) {
                valid &= larger.val > node.val;
            }
        }
        return valid;
    }

    /** Every node of the subtree under top (none when top is null). */
    private static List<TreeNode> below(TreeNode top) {
        List<TreeNode> found = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        if (top != null) {
            stack.push(top);
        }
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            found.add(node);
            if (node.left != null) {
                stack.push(node.left);
            }
            if (node.right != null) {
                stack.push(node.right);
            }
        }
        return found;
    }
}
