import java.util.*;

/**
 * An in-order walk visits a BST's values in strictly increasing order, and only a BST's. Walks
 * with an explicit stack and compares each node with the one visited before it; "nothing visited
 * yet" is a null node, not a sentinel value.
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode previous = null;
        TreeNode node = root;
        while (node != null || !stack.isEmpty()) {
            while (node != null) {
                stack.push(node);
                node = node.left;
            }
            node = stack.pop();
            if (previous != null && node.val <= previous.val) {
                return false;
            }
            previous = node;
            node = node.right;
        }
        return true;
    }
}
