import java.util.*;

/**
 * Grows the trees one value at a time: in a BST on 1..k, the largest value k sits somewhere on the
 * right spine (the path of right children from the root), with everything that hung below it
 * moved to its left. So each tree on 1..k-1 gives one tree on 1..k per place on its right spine:
 * k as the new root, or k inserted below each spine node, taking over that node's right subtree
 * as its own left one. Each of these is built on a fresh copy.
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        List<TreeNode> trees = new ArrayList<>();
        trees.add(new TreeNode(1));
        for (int k = 2; k <= n; k++) {
            List<TreeNode> next = new ArrayList<>();
            for (TreeNode tree : trees) {
                next.add(new TreeNode(k, copy(tree), null));       // k on top
                for (int depth = 0; ; depth++) {
                    TreeNode root = copy(tree);
                    TreeNode spine = root;
                    for (int i = 0; i < depth && spine != null; i++) {
                        spine = spine.right;
                    }
                    if (spine == null) {
                        break;
                    }
                    spine.right = new TreeNode(k, spine.right, null);
                    next.add(root);
                }
            }
            trees = next;
        }
        return trees;
    }

    private TreeNode copy(TreeNode node) {
        return node == null ? null : new TreeNode(node.val, copy(node.left), copy(node.right));
    }
}
