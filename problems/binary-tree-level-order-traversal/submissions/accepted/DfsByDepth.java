import java.util.*;

/**
 * Depth-first search (preorder: node, left, right) that carries the depth: the node's value is
 * appended to the list of its depth, which is created the first time that depth is reached. Within
 * a depth, preorder meets the nodes from left to right, so each list is in order. O(n) time, O(h)
 * recursion depth, h the height (up to 2000 here).
 */
class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        visit(root, 0, levels);
        return levels;
    }

    private void visit(TreeNode node, int depth, List<List<Integer>> levels) {
        if (node == null) {
            return;
        }
        if (depth == levels.size()) {
            levels.add(new ArrayList<>());
        }
        levels.get(depth).add(node.val);
        visit(node.left, depth + 1, levels);
        visit(node.right, depth + 1, levels);
    }
}
