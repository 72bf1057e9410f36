import java.util.*;

/**
 * Finds the path from the root to p and the path to q with an iterative depth-first search that
 * keeps the current path on a stack, then walks both paths from the root while they agree: the
 * last node they share is the answer.
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        List<TreeNode> toP = pathTo(root, p);
        List<TreeNode> toQ = pathTo(root, q);
        TreeNode shared = root;
        for (int i = 0; i < toP.size() && i < toQ.size() && toP.get(i) == toQ.get(i); i++) {
            shared = toP.get(i);
        }
        return shared;
    }

    /** The nodes from root down to target, both included. */
    private List<TreeNode> pathTo(TreeNode root, TreeNode target) {
        List<TreeNode> path = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode node = root;
        TreeNode lastDone = null;
        while (node != null || !stack.isEmpty()) {
            while (node != null) {              // go down the left side, keeping the path
                stack.push(node);
                path.add(node);
                if (node == target) {
                    return path;
                }
                node = node.left;
            }
            TreeNode top = stack.peek();
            if (top.right != null && top.right != lastDone) {
                node = top.right;               // then the right subtree
            } else {
                stack.pop();                    // both subtrees done: leave the path
                path.remove(path.size() - 1);
                lastDone = top;
            }
        }
        throw new IllegalStateException("target not in the tree");
    }
}
