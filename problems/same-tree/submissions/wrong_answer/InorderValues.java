import java.util.*;

/**
 * Wrong: lists each tree's values in order (left subtree, node, right subtree) and compares the
 * lists. Many shapes give the same in-order sequence: [2,1] (2 with a left child 1) and
 * [1,null,2] (1 with a right child 2) both list 1, 2, yet they are different trees.
 *
 * @expected-message Different shapes, same in-order sequence
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        List<Integer> a = new ArrayList<>();
        List<Integer> b = new ArrayList<>();
        inorder(p, a);
        inorder(q, b);
        return a.equals(b);
    }

    private void inorder(TreeNode node, List<Integer> out) {
        if (node == null) {
            return;
        }
        inorder(node.left, out);
        out.add(node.val);
        inorder(node.right, out);
    }
}
