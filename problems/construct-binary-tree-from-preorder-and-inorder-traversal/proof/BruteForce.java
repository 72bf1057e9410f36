import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test), by a different
 * idea from the accepted submissions' splitting: rank every value by its position in inorder.
 * In any binary tree those ranks form a binary search tree (inorder is sorted by rank), and
 * inserting the keys of a binary search tree in preorder rebuilds exactly that tree. So the proof
 * inserts the values one by one, in preorder, into a search tree ordered by inorder position,
 * walking down from the root each time: O(n * h).
 *
 * <p>It then checks the statement's promises and throws when one fails: lengths 1..3000 and equal,
 * values in -3000..3000, distinct, the same values in both arrays, and the rebuilt tree's own
 * preorder and inorder walks equal to the given arrays (so they are traversals of one tree).
 */
class Solution {
    public TreeNode buildTree(int[] preorder, int[] inorder) {
        int n = preorder.length;
        require(n >= 1 && n <= 3000, "preorder has " + n + " values, not 1..3000");
        require(inorder.length == n, "inorder has " + inorder.length + " values, preorder " + n);
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = 0; i < n; i++) {
            require(inorder[i] >= -3000 && inorder[i] <= 3000, "inorder holds " + inorder[i]);
            require(rank.put(inorder[i], i) == null, "inorder holds " + inorder[i] + " twice");
        }
        Set<Integer> seen = new HashSet<>();
        for (int value : preorder) {
            require(seen.add(value), "preorder holds " + value + " twice");
            require(rank.containsKey(value), "preorder holds " + value + ", which inorder does not");
        }
        TreeNode root = null;
        for (int value : preorder) {
            TreeNode node = new TreeNode(value);
            if (root == null) {
                root = node;
                continue;
            }
            TreeNode at = root;
            while (true) {
                if (rank.get(value) < rank.get(at.val)) {
                    if (at.left == null) {
                        at.left = node;
                        break;
                    }
                    at = at.left;
                } else {
                    if (at.right == null) {
                        at.right = node;
                        break;
                    }
                    at = at.right;
                }
            }
        }
        require(walk(root, true).equals(asList(preorder)), "preorder and inorder are not traversals of one tree");
        require(walk(root, false).equals(asList(inorder)), "preorder and inorder are not traversals of one tree");
        return root;
    }

    /** The tree's preorder (node, left, right) or inorder (left, node, right) walk, without recursion. */
    private static List<Integer> walk(TreeNode root, boolean pre) {
        List<Integer> out = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode at = root;
        while (at != null || !stack.isEmpty()) {
            while (at != null) {
                if (pre) {
                    out.add(at.val);
                }
                stack.push(at);
                at = at.left;
            }
            TreeNode top = stack.pop();
            if (!pre) {
                out.add(top.val);
            }
            at = top.right;
        }
        return out;
    }

    private static List<Integer> asList(int[] values) {
        List<Integer> out = new ArrayList<>();
        for (int v : values) {
            out.add(v);
        }
        return out;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's promises)");
        }
    }
}
