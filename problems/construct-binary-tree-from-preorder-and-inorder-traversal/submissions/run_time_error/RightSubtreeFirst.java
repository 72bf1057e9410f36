import java.util.*;

/**
 * Fails: the shared pointer into preorder is right, but the right subtree is built before the
 * left one. Preorder lists the whole left subtree before the right one, so the right subtree's
 * call takes the left subtree's root as its own. Ranges and values then disagree, and the pointer
 * runs past the end of preorder before every range is used up.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5
 */
class Solution {
    private int[] preorder;
    private Map<Integer, Integer> inorderIndex;
    private int next;

    public TreeNode buildTree(int[] preorder, int[] inorder) {
        this.preorder = preorder;
        this.inorderIndex = new HashMap<>();
        for (int i = 0; i < inorder.length; i++) {
            inorderIndex.put(inorder[i], i);
        }
        this.next = 0;
        return build(0, inorder.length - 1);
    }

    private TreeNode build(int low, int high) {
        if (low > high) {
            return null;
        }
        TreeNode root = new TreeNode(preorder[next++]);
        int middle = inorderIndex.get(root.val);
        root.right = build(middle + 1, high);      // preorder has the left subtree first
        root.left = build(low, middle - 1);
        return root;
    }
}
