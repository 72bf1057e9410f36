import java.util.*;

/**
 * Preorder, with "#" for every missing child, values separated by commas: "6,2,#,4,3,#,#,#,9,...".
 * Reading the tokens back in the same order rebuilds the tree: a "#" ends a branch, and a value
 * is a node whose left and then right subtree come next.
 */
public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (out.length() > 0) {
            out.append(',');
        }
        if (node == null) {
            out.append('#');
            return;
        }
        out.append(node.val);
        write(node.left, out);
        write(node.right, out);
    }

    public TreeNode deserialize(String data) {
        Iterator<String> tokens = Arrays.asList(data.split(",")).iterator();
        return read(tokens);
    }

    private TreeNode read(Iterator<String> tokens) {
        String token = tokens.next();
        if (token.equals("#")) {
            return null;
        }
        TreeNode node = new TreeNode(Integer.parseInt(token));
        node.left = read(tokens);
        node.right = read(tokens);
        return node;
    }
}
