import java.util.*;

/**
 * Wrong: records the path as soon as the running sum reaches the target and stops there, without
 * checking that the node is a leaf. A path that reaches the target at a node with children is
 * reported although it does not end at a leaf (and the real paths below that node are lost).
 *
 * @expected-message unexpected (1): [1] at 1
 */
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        walk(root, targetSum, new ArrayList<>(), result);
        return result;
    }

    private void walk(TreeNode node, int remaining, List<Integer> path, List<List<Integer>> result) {
        if (node == null) {
            return;
        }
        path.add(node.val);
        remaining -= node.val;
        if (remaining == 0) {                      // missing: && node.left == null && node.right == null
            result.add(new ArrayList<>(path));
        } else {
            walk(node.left, remaining, path, result);
            walk(node.right, remaining, path, result);
        }
        path.remove(path.size() - 1);
    }
}
