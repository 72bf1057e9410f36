/**
 * Wrong: checks each child for null before recursing into it, but never the root itself. Every
 * non-empty tree gets the right depth; the empty tree, {@code []}, throws a NullPointerException
 * at {@code root.left} instead of answering 0.
 *
 * @expected-message NullPointerException
 */
class Solution {
    public int maxDepth(TreeNode root) {
        int left = root.left == null ? 0 : maxDepth(root.left);
        int right = root.right == null ? 0 : maxDepth(root.right);
        return 1 + Math.max(left, right);
    }
}
