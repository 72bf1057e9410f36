/**
 * Binary search by subtree sizes: if the left subtree holds c nodes, the root is the (c + 1)-th
 * smallest; k <= c means the answer is in the left subtree, k = c + 1 means the root, and otherwise
 * it is the (k - c - 1)-th smallest of the right subtree. Counting is done afresh at every level, so
 * time O(n·h) in the worst case (5 * 10^7 on a chain of 10^4, still fast) and O(n) on a balanced
 * tree; with sizes stored in the nodes it would be O(h) per query.
 */
class Solution {
    public int kthSmallest(TreeNode root, int k) {
        TreeNode node = root;
        while (true) {
            int left = count(node.left);
            if (k <= left) {
                node = node.left;
            } else if (k == left + 1) {
                return node.val;
            } else {
                k -= left + 1;
                node = node.right;
            }
        }
    }

    private int count(TreeNode node) {
        int total = 0;
        while (node != null) {                     // the left spine iteratively, right subtrees by recursion
            total += 1 + count(node.right);
            node = node.left;
        }
        return total;
    }
}
