import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it lists every
 * root-to-leaf path in full, with no pruning and no running sum, each as its own copy, and only
 * then adds each one up and keeps those that make the target. The accepted submissions carry a
 * running sum instead. It also checks the input against the statement's constraints.
 */
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        require(targetSum >= -1000 && targetSum <= 1000, "targetSum = " + targetSum + " is outside -1000..1000");
        List<List<Integer>> everyPath = new ArrayList<>();
        int nodes = 0;
        Deque<Object[]> stack = new ArrayDeque<>();
        if (root != null) {
            stack.push(new Object[] {root, List.of(root.val)});
        }
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            TreeNode node = (TreeNode) top[0];
            @SuppressWarnings("unchecked")
            List<Integer> path = (List<Integer>) top[1];
            nodes++;
            require(nodes <= 5000, "the tree has more than 5000 nodes");
            require(node.val >= -1000 && node.val <= 1000, "a node holds " + node.val + ", outside -1000..1000");
            if (node.left == null && node.right == null) {
                everyPath.add(path);
            }
            for (TreeNode child : new TreeNode[] {node.right, node.left}) {
                if (child != null) {
                    List<Integer> longer = new ArrayList<>(path);
                    longer.add(child.val);
                    stack.push(new Object[] {child, longer});
                }
            }
        }
        List<List<Integer>> matching = new ArrayList<>();
        for (List<Integer> path : everyPath) {
            long sum = 0;
            for (int value : path) {
                sum += value;
            }
            if (sum == targetSum) {
                matching.add(path);
            }
        }
        return matching;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
