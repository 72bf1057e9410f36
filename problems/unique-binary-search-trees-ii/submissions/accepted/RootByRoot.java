import java.util.*;

/**
 * Recursion over ranges: the trees on lo..hi are, for each root r in the range, every tree on
 * lo..r-1 as its left subtree paired with every tree on r+1..hi as its right one. The empty range
 * gives the single empty tree (null). Subtrees are shared between the roots that use them.
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        return build(1, n);
    }

    private List<TreeNode> build(int lo, int hi) {
        List<TreeNode> trees = new ArrayList<>();
        if (lo > hi) {
            trees.add(null);
            return trees;
        }
        for (int root = lo; root <= hi; root++) {
            List<TreeNode> lefts = build(lo, root - 1);
            List<TreeNode> rights = build(root + 1, hi);
            for (TreeNode left : lefts) {
                for (TreeNode right : rights) {
                    trees.add(new TreeNode(root, left, right));
                }
            }
        }
        return trees;
    }
}
