/**
 * Wrong: preorder with '#' for a missing child and no separators, read back one character per
 * token ("62#43###97##"). That works while every value is a single digit from 0 to 9; a value
 * such as 1000 or -40 takes several characters, which are read as several nodes.
 *
 * @expected-message the trees differ at the root: expected value -40, got -3
 */
public class Codec {
    private int at;

    public String serialize(TreeNode root) {
        if (root == null) {
            return "#";
        }
        return root.val + serialize(root.left) + serialize(root.right);
    }

    public TreeNode deserialize(String data) {
        at = 0;
        return read(data);
    }

    private TreeNode read(String data) {
        if (at >= data.length()) {
            return null;
        }
        char c = data.charAt(at++);
        if (c == '#') {
            return null;
        }
        TreeNode node = new TreeNode(c - '0');    // one character is one digit is one value
        node.left = read(data);
        node.right = read(data);
        return node;
    }
}
