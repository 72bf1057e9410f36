import java.util.*;

/**
 * Wrong: decides that a path has ended when it steps onto a missing child (null) instead of when
 * it stands on a leaf. A leaf has two missing children, so each of its paths is recorded twice,
 * and a node with one child counts as the end of a path through its missing side.
 *
 * @expected-message repeated (2): [4,9,-3] twice: at 1 and 2
 */
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        if (root == null) {
            return result;
        }
        walk(root, targetSum, new ArrayList<>(), result);
        return result;
    }

    private void walk(TreeNode node, int remaining, List<Integer> path, List<List<Integer>> result) {
        if (node == null) {
            if (remaining == 0) {                  // the end of a path is a leaf, not a null child
                result.add(new ArrayList<>(path));
            }
            return;
        }
        path.add(node.val);
        walk(node.left, remaining - node.val, path, result);
        walk(node.right, remaining - node.val, path, result);
        path.remove(path.size() - 1);
    }
}
