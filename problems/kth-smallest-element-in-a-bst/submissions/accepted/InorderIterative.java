import java.util.ArrayDeque;
import java.util.Deque;

/**
 * An in-order traversal meets the values of a search tree in increasing order; this one runs with
 * an explicit stack and stops at the k-th node it visits. Time O(h + k), h the height of the tree;
 * space O(h) for the stack.
 */
class Solution {
    public int kthSmallest(TreeNode root, int k) {
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode node = root;
        while (true) {
            while (node != null) {
                stack.push(node);
                node = node.left;
            }
            node = stack.pop();
            if (--k == 0) {
                return node.val;
            }
            node = node.right;
        }
    }
}
