import java.util.*;

/**
 * Wrong: writes the values level by level but leaves out the missing children, then reads them
 * back as if the tree were complete (every level full from the left). The values survive; the
 * shape does not: [1,null,2] comes back as [1,2].
 *
 * @expected-message the trees differ at root.left.left: expected no node, got the node with value 4
 */
public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) {
            queue.add(root);
        }
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            out.append(node.val).append(' ');
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        return out.toString().trim();
    }

    public TreeNode deserialize(String data) {
        if (data.isEmpty()) {
            return null;
        }
        String[] values = data.split(" ");
        TreeNode[] nodes = new TreeNode[values.length];
        for (int i = 0; i < values.length; i++) {
            nodes[i] = new TreeNode(Integer.parseInt(values[i]));
            if (i > 0) {                               // node i's parent is (i - 1) / 2 in a complete tree
                TreeNode parent = nodes[(i - 1) / 2];
                if (i % 2 == 1) {
                    parent.left = nodes[i];
                } else {
                    parent.right = nodes[i];
                }
            }
        }
        return nodes[0];
    }
}
