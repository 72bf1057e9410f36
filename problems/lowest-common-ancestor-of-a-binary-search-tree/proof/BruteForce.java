import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a breadth-first
 * pass gives every node its parent and depth; then the deeper of p and q climbs until both are at
 * the same depth, and the two climb together, one level at a time, until they stand on the same
 * node. It never compares values to find its way, as the accepted submissions do. It also checks
 * the input against the statement's constraints, the search-tree order included (an in-order walk
 * must meet strictly increasing values).
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        Map<TreeNode, TreeNode> parent = new IdentityHashMap<>();
        Map<TreeNode, Integer> depth = new IdentityHashMap<>();
        Set<Integer> values = new HashSet<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        require(root != null, "the tree is empty");
        parent.put(root, null);
        depth.put(root, 0);
        queue.add(root);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            require(node.val >= -1_000_000_000 && node.val <= 1_000_000_000, "a node holds " + node.val + ", outside -10^9..10^9");
            require(values.add(node.val), "two nodes hold " + node.val);
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child != null) {
                    parent.put(child, node);
                    depth.put(child, depth.get(node) + 1);
                    queue.add(child);
                }
            }
        }
        long last = Long.MIN_VALUE;
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode at = root;
        while (at != null || !stack.isEmpty()) {
            while (at != null) {
                stack.push(at);
                at = at.left;
            }
            TreeNode node = stack.pop();
            require(node.val > last, "not a binary search tree: " + node.val + " comes after " + last + " in order");
            last = node.val;
            at = node.right;
        }
        require(values.size() >= 2 && values.size() <= 100_000, "the tree has " + values.size() + " nodes, outside 2..10^5");
        require(p != null && q != null && depth.containsKey(p) && depth.containsKey(q), "p or q is not a node of the tree");
        require(p != q, "p and q are the same node");
        TreeNode a = p;
        TreeNode b = q;
        while (depth.get(a) > depth.get(b)) {
            a = parent.get(a);
        }
        while (depth.get(b) > depth.get(a)) {
            b = parent.get(b);
        }
        while (a != b) {
            a = parent.get(a);
            b = parent.get(b);
        }
        return a;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
