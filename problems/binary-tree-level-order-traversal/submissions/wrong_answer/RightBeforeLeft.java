import java.util.*;

/**
 * Wrong: the depth-first search by depth is right, but it visits the right child before the left
 * one, so each level's list is built from right to left. Every level holds the right values, in
 * reverse order wherever it has more than one.
 *
 * @expected-message expected 9 at [1][0], got 20
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
        visit(node.right, depth + 1, levels);      // right first: each level comes out reversed
        visit(node.left, depth + 1, levels);
    }
}
