/**
 * Wrong: tries every node, but its comparison stops as soon as subRoot runs out ("if subRoot has
 * nothing more here, it matched"), whatever root still has below. So subRoot only has to match
 * the top part of some subtree: [4,1,2] is accepted inside [3,4,5,1,2,null,null,null,null,0],
 * although 4's subtree there also holds the 0 below 2. A subtree takes all of a node's
 * descendants.
 *
 * @expected-message has a left child 0 there, which subRoot lacks
 */
class Solution {
    public boolean isSubtree(TreeNode root, TreeNode subRoot) {
        if (root == null) {
            return false;
        }
        return matches(root, subRoot) || isSubtree(root.left, subRoot) || isSubtree(root.right, subRoot);
    }

    private boolean matches(TreeNode a, TreeNode b) {
        if (b == null) {
            return true;   // should be: return a == null;
        }
        if (a == null) {
            return false;
        }
        return a.val == b.val && matches(a.left, b.left) && matches(a.right, b.right);
    }
}
