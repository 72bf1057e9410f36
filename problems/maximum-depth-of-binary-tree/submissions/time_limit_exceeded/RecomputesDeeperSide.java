/**
 * Too slow: compares the two subtrees' depths, then calls maxDepth again on the deeper one to
 * return it. Every node thus walks its deeper subtree twice, and the calls multiply down a long
 * path: on a chain of k nodes, 2^k calls. Right answers, but a chain of 10^4 nodes never ends.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) {
            return 0;
        }
        return maxDepth(root.left) > maxDepth(root.right) ? maxDepth(root.left) + 1 : maxDepth(root.right) + 1;
    }
}
