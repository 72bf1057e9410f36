import java.util.*;

/**
 * Wrong: treats the tree as a binary search tree and ignores inorder: each preorder value is
 * inserted by comparing values (smaller to the left). That rebuilds the tree only when inorder
 * happens to be sorted; the problem's tree is any binary tree, and on the first example 9 goes to
 * the right of 3 although inorder puts it on the left.
 *
 * @expected-message the trees differ at root.left: expected the node with value 9, got no node
 */
class Solution {
    public TreeNode buildTree(int[] preorder, int[] inorder) {
        TreeNode root = new TreeNode(preorder[0]);
        for (int i = 1; i < preorder.length; i++) {
            TreeNode at = root;
            while (true) {
                if (preorder[i] < at.val) {            // compares values, not positions in inorder
                    if (at.left == null) {
                        at.left = new TreeNode(preorder[i]);
                        break;
                    }
                    at = at.left;
                } else {
                    if (at.right == null) {
                        at.right = new TreeNode(preorder[i]);
                        break;
                    }
                    at = at.right;
                }
            }
        }
        return root;
    }
}
