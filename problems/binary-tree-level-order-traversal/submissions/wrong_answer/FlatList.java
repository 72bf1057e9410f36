import java.util.*;

/**
 * Wrong: a correct breadth-first search that visits the nodes in level order, but puts every value
 * into one list and returns that single list: the values are in the right order, the levels are
 * lost. The answer is one list per level.
 *
 * @expected-message expected 3 elements, got 1
 */
class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> result = new ArrayList<>();
        if (root == null) {
            return result;
        }
        List<Integer> all = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            all.add(node.val);                     // no boundary between levels
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        result.add(all);
        return result;
    }
}
