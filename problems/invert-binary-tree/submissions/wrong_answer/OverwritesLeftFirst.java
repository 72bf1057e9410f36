/**
 * Wrong: assigns {@code root.left = invertTree(root.right)} before saving the old left child, then
 * {@code root.right = invertTree(root.left)}. By then {@code root.left} is the right subtree it
 * has just inverted, so the second call inverts that subtree back, and both links point to the
 * same node: the old left subtree is lost ({@code [2,1,3]} gives a root whose left and right child
 * are both the node 3, written {@code [2,3,3]}; on {@code [4,2,7,1,3,6,9]} the 7 appears on both
 * sides and the 2 is gone).
 *
 * @expected-message the trees differ at root.right: expected value 2, got 7
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) {
            return null;
        }
        root.left = invertTree(root.right);
        root.right = invertTree(root.left);
        return root;
    }
}
