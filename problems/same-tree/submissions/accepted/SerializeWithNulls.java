/**
 * Writes each tree as a pre-order string in which every value is followed by a separator and every
 * missing child is written as a marker ("#"), and compares the strings. With the markers, the
 * string determines the tree, shape and all. O(n) time and space (values have at most 6
 * characters).
 */
class Solution {
    public boolean isSameTree(TreeNode p, TreeNode q) {
        return write(p, new StringBuilder()).toString().equals(write(q, new StringBuilder()).toString());
    }

    private StringBuilder write(TreeNode node, StringBuilder out) {
        if (node == null) {
            return out.append("#,");
        }
        out.append(node.val).append(',');
        write(node.left, out);
        return write(node.right, out);
    }
}
