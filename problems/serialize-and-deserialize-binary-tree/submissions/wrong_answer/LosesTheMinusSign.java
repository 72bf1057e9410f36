/**
 * Wrong: the format is right (preorder, '#' for a missing child, commas between tokens), but the
 * hand-written number reader collects digits only and skips the '-' in front of a negative value:
 * -40 comes back as 40.
 *
 * @expected-message the trees differ at the root: expected value -40, got 40
 */
public class Codec {
    private int at;

    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (node == null) {
            out.append("#,");
            return;
        }
        out.append(node.val).append(',');
        write(node.left, out);
        write(node.right, out);
    }

    public TreeNode deserialize(String data) {
        at = 0;
        return read(data);
    }

    private TreeNode read(String data) {
        if (data.charAt(at) == '#') {
            at += 2;
            return null;
        }
        int value = 0;
        while (data.charAt(at) != ',') {
            char c = data.charAt(at++);
            if (Character.isDigit(c)) {           // the '-' is not a digit, so it is dropped
                value = value * 10 + (c - '0');
            }
        }
        at++;
        TreeNode node = new TreeNode(value);
        node.left = read(data);
        node.right = read(data);
        return node;
    }
}
