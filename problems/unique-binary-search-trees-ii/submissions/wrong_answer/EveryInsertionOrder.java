import java.util.*;

/**
 * Wrong: every BST on 1..n is what inserting 1..n in some order builds, so it inserts the values
 * in every one of the n! orders. But different orders often build the same tree (2, 1, 3 and
 * 2, 3, 1 both give [2,1,3]), and nothing removes the copies.
 *
 * @expected-message repeated (1): [2,1,3] twice: at 3 and 4
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        List<TreeNode> trees = new ArrayList<>();
        permute(new ArrayList<>(), new boolean[n + 1], n, trees);
        return trees;
    }

    private void permute(List<Integer> order, boolean[] used, int n, List<TreeNode> trees) {
        if (order.size() == n) {
            TreeNode root = null;
            for (int value : order) {
                root = insert(root, value);
            }
            trees.add(root);                       // the same tree again for many orders
            return;
        }
        for (int v = 1; v <= n; v++) {
            if (!used[v]) {
                used[v] = true;
                order.add(v);
                permute(order, used, n, trees);
                order.remove(order.size() - 1);
                used[v] = false;
            }
        }
    }

    private TreeNode insert(TreeNode node, int value) {
        if (node == null) {
            return new TreeNode(value);
        }
        if (value < node.val) {
            node.left = insert(node.left, value);
        } else {
            node.right = insert(node.right, value);
        }
        return node;
    }
}
