import java.util.*;

/**
 * Wrong: grows the trees one value at a time, but puts the new largest value only at the two
 * obvious places, on top as the new root or at the very end of the right spine. The places in
 * between, where it would take over a spine node's right subtree, are never tried, so trees such
 * as [1,null,3,2] (3 between 1 and 2) are missing.
 *
 * @expected-message missing (1): [1,null,3,2]
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        List<TreeNode> trees = new ArrayList<>();
        trees.add(new TreeNode(1));
        for (int k = 2; k <= n; k++) {
            List<TreeNode> next = new ArrayList<>();
            for (TreeNode tree : trees) {
                next.add(new TreeNode(k, copy(tree), null));       // k on top
                TreeNode root = copy(tree);
                TreeNode last = root;
                while (last.right != null) {
                    last = last.right;
                }
                last.right = new TreeNode(k);                      // k at the bottom of the spine
                next.add(root);
            }
            trees = next;
        }
        return trees;
    }

    private TreeNode copy(TreeNode node) {
        return node == null ? null : new TreeNode(node.val, copy(node.left), copy(node.right));
    }
}
