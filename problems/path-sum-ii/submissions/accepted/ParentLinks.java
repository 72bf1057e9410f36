import java.util.*;

/**
 * No recursion: a breadth-first pass records each node's parent and the sum from the root down
 * to it. Each leaf whose sum is the target is then walked back up to the root through the parent
 * links, and that path, reversed, is one answer.
 */
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        if (root == null) {
            return result;
        }
        Map<TreeNode, TreeNode> parent = new HashMap<>();
        Map<TreeNode, Integer> sum = new HashMap<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        parent.put(root, null);
        sum.put(root, root.val);
        queue.add(root);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            if (node.left == null && node.right == null) {
                if (sum.get(node) == targetSum) {
                    LinkedList<Integer> path = new LinkedList<>();
                    for (TreeNode at = node; at != null; at = parent.get(at)) {
                        path.addFirst(at.val);
                    }
                    result.add(new ArrayList<>(path));
                }
                continue;
            }
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child != null) {
                    parent.put(child, node);
                    sum.put(child, sum.get(node) + child.val);
                    queue.add(child);
                }
            }
        }
        return result;
    }
}
