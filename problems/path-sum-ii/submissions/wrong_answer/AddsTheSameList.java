import java.util.*;

/**
 * Wrong: the search is right, but at a matching leaf it adds the working list itself instead of a
 * copy. Every entry of the answer is then the same list object, which the backtracking has emptied
 * again by the time the method returns: the answer is as many empty lists as there are paths.
 *
 * @expected-message your answer holds the same list object 2 times (at 1 and 2, counted from 1)
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
        if (node.left == null && node.right == null && remaining == 0) {
            result.add(path);                      // the same object every time, not a copy
        }
        walk(node.left, remaining, path, result);
        walk(node.right, remaining, path, result);
        path.remove(path.size() - 1);
    }
}
