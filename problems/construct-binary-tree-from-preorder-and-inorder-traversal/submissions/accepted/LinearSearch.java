import java.util.*;

/**
 * The same divide and conquer, with explicit ranges in both arrays and no map: the root's index
 * in inorder is found by scanning the subtree's inorder range. The left subtree has
 * {@code middle - inStart} nodes, so in preorder it takes the next that many values after the
 * root, and the right subtree the rest. O(n^2) time in the worst case (a chain scans 1 + 2 + ... + n
 * values, about 4.5 million at n = 3000), which LeetCode accepts at this size; O(h) recursion depth.
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
        int leftSize = middle - inStart;
        root.left = build(preorder, preStart + 1, inorder, inStart, middle - 1);
        root.right = build(preorder, preStart + 1 + leftSize, inorder, middle + 1, inEnd);
        return root;
    }
}
