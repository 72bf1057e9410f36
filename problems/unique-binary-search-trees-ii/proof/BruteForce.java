import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The proof of this package's expected outputs (validate runs it on every test): every BST on
 * 1..n comes out of inserting 1..n in some order, so it inserts them in every one of the n!
 * orders (plain BST insertion, no recursion over ranges as the accepted submissions do) and keeps
 * one tree per distinct shape, told apart by a bracketed preorder string. It also checks the input
 * against the statement's constraints.
 */
class Solution {
    public List<TreeNode> generateTrees(int n) {
        if (n < 1 || n > 8) {
            throw new IllegalArgumentException("n = " + n + " is outside 1..8 (the statement's constraints)");
        }
        Map<String, TreeNode> byShape = new LinkedHashMap<>();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i + 1;
        }
        do {
            TreeNode root = null;
            for (int value : order) {
                root = insert(root, value);
            }
            byShape.putIfAbsent(describe(root), root);
        } while (nextPermutation(order));
        return new ArrayList<>(byShape.values());
    }

    private static TreeNode insert(TreeNode root, int value) {
        TreeNode node = new TreeNode(value);
        if (root == null) {
            return node;
        }
        TreeNode at = root;
        while (true) {
            if (value < at.val) {
                if (at.left == null) {
                    at.left = node;
                    return root;
                }
                at = at.left;
            } else {
                if (at.right == null) {
                    at.right = node;
                    return root;
                }
                at = at.right;
            }
        }
    }

    private static String describe(TreeNode node) {
        return node == null ? "." : "(" + node.val + " " + describe(node.left) + " " + describe(node.right) + ")";
    }

    /** Rearranges a into the next permutation in lexicographic order; false after the last one. */
    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
