import java.util.*;

/**
 * Depth-first search with one working list: push the node's value on the way down, and at a leaf
 * whose running remainder is zero copy the list into the answer; pop the value on the way back.
 * O(n) steps plus the copies, whose total length is the size of the answer.
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
        if (node.left == null && node.right == null) {
            if (remaining == 0) {
                result.add(new ArrayList<>(path));
            }
        } else {
            walk(node.left, remaining, path, result);
            walk(node.right, remaining, path, result);
        }
        path.remove(path.size() - 1);
    }
}
