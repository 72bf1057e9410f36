/**
 * Writes both trees in pre-order, each value preceded by a separator and each missing child as a
 * marker: ",3,4,1,#,#,2,#,#,5,#,#". Such a string determines its tree, and a node's subtree is a
 * contiguous piece of it, so subRoot is a subtree of root exactly when its string occurs in root's.
 * The leading separator keeps ",2" from matching inside ",12" or ",-2". O(n + m) to write the
 * strings, then String.indexOf: O(n * m) in the worst case, fast in practice (KMP would make the
 * search O(n + m)).
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        String haystack = write(root, new StringBuilder()).toString();
        String needle = write(subRoot, new StringBuilder()).toString();
        return haystack.indexOf(needle) >= 0;
    }

    private StringBuilder write(TreeNode node, StringBuilder out) {
        if (node == null) {
            return out.append(",#");
        }
        out.append(',').append(node.val);
        write(node.left, out);
        return write(node.right, out);
    }
}
