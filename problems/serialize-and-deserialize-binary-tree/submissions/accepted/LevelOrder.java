import java.util.*;

/**
 * Level order, as LeetCode writes trees: "6,2,9,null,4,7,null,3". Writing, a queue hands out each
 * node's two children (null included); reading, a queue of the nodes built so far takes the next
 * two tokens as the children of its head. No recursion.
 */
public class Codec {
    public String serialize(TreeNode root) {
        if (root == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        out.append(root.val);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                out.append(',');
                if (child == null) {
                    out.append("null");
                } else {
                    out.append(child.val);
                    queue.add(child);
                }
            }
        }
        return out.toString();
    }

    public TreeNode deserialize(String data) {
        if (data.isEmpty()) {
            return null;
        }
        String[] tokens = data.split(",");
        TreeNode root = new TreeNode(Integer.parseInt(tokens[0]));
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int i = 1;
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            if (!tokens[i].equals("null")) {
                node.left = new TreeNode(Integer.parseInt(tokens[i]));
                queue.add(node.left);
            }
            if (!tokens[i + 1].equals("null")) {
                node.right = new TreeNode(Integer.parseInt(tokens[i + 1]));
                queue.add(node.right);
            }
            i += 2;
        }
        return root;
    }
}
