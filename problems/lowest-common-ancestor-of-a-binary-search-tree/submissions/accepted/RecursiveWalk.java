/**
 * The same walk as a recursion: both values smaller than the node, recurse left; both larger,
 * recurse right; otherwise p and q split here (or one of them is this node), so it is the answer.
 * Time O(h); space O(h) for the calls, 5 * 10^4 deep on the tests' chain.
 */
class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (p.val < root.val && q.val < root.val) {
            return lowestCommonAncestor(root.left, p, q);
        }
        if (p.val > root.val && q.val > root.val) {
            return lowestCommonAncestor(root.right, p, q);
        }
        return root;
    }
}
