import java.util.*;

/**
 * Fails: puts the root into an {@code ArrayDeque} without checking for the empty tree first. An
 * {@code ArrayDeque} refuses null elements, so on the empty tree ({@code root == null}) the very
 * first {@code add} throws a NullPointerException. (A {@code LinkedList} would accept the null and
 * fail one step later, on {@code node.val}.)
 *
 * @expected-message java.lang.NullPointerException
 */
class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);                           // no check for root == null
        while (!queue.isEmpty()) {
            int size = queue.size();
            List<Integer> level = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
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
