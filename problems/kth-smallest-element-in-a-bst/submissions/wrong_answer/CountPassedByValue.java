/**
 * Wrong: passes the count of visited nodes down as an int parameter. Java passes ints by value, so
 * the nodes counted inside a left subtree are lost when its call returns: each node counts only
 * its own ancestors' view of the past, and the k-th node is often never recognised at all (the
 * method then returns -1). It is right only when the k-th smallest is on the leftmost path.
 *
 * @expected-message expected 3, got -1
 */
class Solution {
    public int kthSmallest(TreeNode root, int k) {
        return find(root, k, 0);
    }

    /** The k-th smallest in this subtree, or -1, given how many smaller nodes were seen: but see above. */
    private int find(TreeNode node, int k, int seen) {
        if (node == null) {
            return -1;
        }
        int left = find(node.left, k, seen);
        if (left != -1) {
            return left;
        }
        seen++;                                    // counted in this call only; the caller never sees it
        if (seen == k) {
            return node.val;
        }
        return find(node.right, k, seen);
    }
}
