import java.util.*;

/**
 * No recursion: a breadth-first pass records every node's parent; then every ancestor of p (p
 * included) goes into a set, and the first node on the way up from q that is in the set is the
 * answer.
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        Map<TreeNode, TreeNode> parent = new HashMap<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        parent.put(root, null);
        queue.add(root);
        while (!parent.containsKey(p) || !parent.containsKey(q)) {
            TreeNode node = queue.poll();
            if (node.left != null) {
                parent.put(node.left, node);
                queue.add(node.left);
            }
            if (node.right != null) {
                parent.put(node.right, node);
                queue.add(node.right);
            }
        }
        Set<TreeNode> aboveP = new HashSet<>();
        for (TreeNode at = p; at != null; at = parent.get(at)) {
            aboveP.add(at);
        }
        TreeNode at = q;
        while (!aboveP.contains(at)) {
            at = parent.get(at);
        }
        return at;
    }
}
