import java.util.*;

/**
 * Breadth first, without recursion: a queue of node pairs, one from each tree at the same
 * position. A pair is fine when both are missing, or both are present with equal values; then
 * their left children and their right children are queued as pairs. O(n) time, O(w) queue for
 * the widest level w.
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        Deque<TreeNode[]> queue = new ArrayDeque<>();
        queue.add(new TreeNode[] {p, q});
        while (!queue.isEmpty()) {
            TreeNode[] pair = queue.poll();
            TreeNode a = pair[0];
            TreeNode b = pair[1];
            if (a == null && b == null) {
                continue;
            }
            if (a == null || b == null || a.val != b.val) {
                return false;
            }
            queue.add(new TreeNode[] {a.left, b.left});
            queue.add(new TreeNode[] {a.right, b.right});
        }
        return true;
    }
}
