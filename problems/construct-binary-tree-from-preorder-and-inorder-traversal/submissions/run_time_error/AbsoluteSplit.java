import java.util.*;

/**
 * Fails: the right subtree's start in preorder is computed from the root's absolute index in
 * inorder ({@code preStart + middle + 1}) instead of from the size of the left subtree
 * ({@code preStart + (middle - inStart) + 1}). The two agree while inStart is 0, that is along the
 * leftmost spine; in a right subtree the start is too far, the wrong values become roots, and the
 * search for a root runs off the end of inorder or the start off the end of preorder (on the first
 * example, preorder index 6 of 5).
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 6 out of bounds for length 5
 */
class Solution {
    public TreeNode buildTree(int[] preorder, int[] inorder) {
        return build(preorder, 0, inorder, 0, inorder.length - 1);
    }

    private TreeNode build(int[] preorder, int preStart, int[] inorder, int inStart, int inEnd) {
        if (inStart > inEnd) {
            return null;
        }
        TreeNode root = new TreeNode(preorder[preStart]);
        int middle = inStart;
        while (inorder[middle] != root.val) {
            middle++;
        }
        root.left = build(preorder, preStart + 1, inorder, inStart, middle - 1);
        root.right = build(preorder, preStart + middle + 1, inorder, middle + 1, inEnd);  // should add middle - inStart
        return root;
    }
}
