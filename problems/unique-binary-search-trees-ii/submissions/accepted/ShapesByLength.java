import java.util.*;

/**
 * Dynamic programming over the number of nodes: shapes[k] holds every BST on 1..k. A tree on 1..len
 * with root r has a left subtree from shapes[r - 1] (values 1..r-1 already) and a right subtree
 * shaped like one from shapes[len - r], copied with r added to every value. Copying keeps the
 * stored shapes unchanged for later lengths.
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
                        trees.add(new TreeNode(root, left, shifted(right, root)));
                    }
                }
            }
            shapes.add(trees);
        }
        return shapes.get(n);
    }

    private TreeNode shifted(TreeNode node, int offset) {
        if (node == null) {
            return null;
        }
        return new TreeNode(node.val + offset, shifted(node.left, offset), shifted(node.right, offset));
    }
}
