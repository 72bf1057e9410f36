import java.util.*;

/**
 * Only a node whose subtree is exactly as tall as subRoot can be its top, and no such node is an
 * ancestor of another (an ancestor is strictly taller), so their subtrees are disjoint. Computes
 * every subtree's height once, collects the nodes of subRoot's height, and runs a same-tree
 * comparison only from them: the comparisons touch each node of root at most once. O(n + m)
 * time, O(h) stack.
 */
class Solution {
    private final List<TreeNode> candidates = new ArrayList<>();
    private int wanted;

    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        wanted = -1;
        wanted = height(subRoot);
        candidates.clear();
        height(root);
        for (TreeNode node : candidates) {
            if (same(node, subRoot)) {
                return true;
            }
        }
        return false;
    }

    private int height(TreeNode node) {
        if (node == null) {
            return 0;
        }
        int h = 1 + Math.max(height(node.left), height(node.right));
        if (h == wanted) {
            candidates.add(node);
        }
        return h;
    }

    private boolean same(TreeNode a, TreeNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.val == b.val && same(a.left, b.left) && same(a.right, b.right);
    }
}
