import java.util.*;

/**
 * Wrong: the dynamic programming over lengths is right, but it shifts a stored right subtree's
 * values in place instead of copying it first. The stored trees are shared by every tree that
 * uses them, so each shift also changes the trees built before it, and the ones stored for the
 * next lengths: values end up too large, and no tree comes out right.
 *
 * @expected-message 5 missing, 5 unexpected
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        List<List<TreeNode>> shapes = new ArrayList<>();
        shapes.add(Collections.singletonList(null));
        for (int len = 1; len <= n; len++) {
            List<TreeNode> trees = new ArrayList<>();
            for (int root = 1; root <= len; root++) {
                for (TreeNode left : shapes.get(root - 1)) {
                    for (TreeNode right : shapes.get(len - root)) {
                        trees.add(new TreeNode(root, left, shift(right, root)));
                    }
                }
            }
            shapes.add(trees);
        }
        return shapes.get(n);
    }

    private TreeNode shift(TreeNode node, int offset) {
        if (node != null) {
            node.val += offset;                    // changes the shared stored tree, not a copy
            shift(node.left, offset);
            shift(node.right, offset);
        }
        return node;
    }
}
