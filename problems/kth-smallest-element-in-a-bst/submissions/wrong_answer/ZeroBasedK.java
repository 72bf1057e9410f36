/**
 * Wrong: collects the values in order, then reads index k of the list, as if k counted from 0.
 * The k-th smallest is at index k - 1, so this returns the next value up, and throws an
 * IndexOutOfBoundsException when k = n.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int kthSmallest(TreeNode root, int k) {
        List<Integer> sorted = new ArrayList<>();
        inorder(root, sorted);
        return sorted.get(k);                      // should be: sorted.get(k - 1)
    }

    private void inorder(TreeNode node, List<Integer> out) {
        if (node == null) {
            return;
        }
        inorder(node.left, out);
        out.add(node.val);
        inorder(node.right, out);
    }
}
