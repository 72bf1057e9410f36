import java.util.*;

/**
 * Divide and conquer with a map from each value to its index in inorder. The next value in
 * preorder is the root of the current subtree; its index in inorder splits the subtree's inorder
 * range into the left subtree's values and the right subtree's. Building the left subtree before
 * the right one consumes preorder in exactly its own order, so one shared pointer into preorder
 * suffices. O(n) time, O(n) for the map, O(h) recursion depth.
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

    /** The subtree whose values are inorder[low..high]; its root is preorder[next]. */
    private TreeNode build(int low, int high) {
        if (low > high) {
            return null;
        }
        TreeNode root = new TreeNode(preorder[next++]);
        int middle = inorderIndex.get(root.val);
        root.left = build(low, middle - 1);
        root.right = build(middle + 1, high);
        return root;
    }
}
