/**
 * Wrong: serialises both trees in pre-order with null markers and commas, and searches for
 * subRoot's string in root's, but writes each value with a comma after it and none before it. A
 * node's string can then start in the middle of another value's digits: subRoot [2] is
 * "2,#,#,", which occurs inside "12,#,#," (a leaf 12) and inside "-2,#,#," (a leaf -2).
 *
 * @expected-message The leaf 12 is not the leaf 2
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        return write(root, new StringBuilder()).toString().contains(write(subRoot, new StringBuilder()).toString());
    }

    private StringBuilder write(TreeNode node, StringBuilder out) {
        if (node == null) {
            return out.append("#,");
        }
        out.append(node.val).append(',');   // needs a separator before the value too
        write(node.left, out);
        return write(node.right, out);
    }
}
