import java.util.*;

/**
 * Wrong: the loop over a level tests {@code i < queue.size()} on every round instead of reading
 * the size once before the level starts. Each poll shrinks the queue and each child added grows
 * it, so a level stops early or runs on into the next one: on [3,9,20,null,null,15,7] the levels
 * come out as [3,9], [20,15], [7].
 *
 * @expected-message expected 1 element at [0], got 2
 */
class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        if (root == null) {
            return levels;
        }
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            List<Integer> level = new ArrayList<>();
            for (int i = 0; i < queue.size(); i++) {   // the size changes inside the loop
                TreeNode node = queue.poll();
                level.add(node.val);
                if (node.left != null) {
                    queue.add(node.left);
                }
                if (node.right != null) {
                    queue.add(node.right);
                }
            }
            levels.add(level);
        }
        return levels;
    }
}
