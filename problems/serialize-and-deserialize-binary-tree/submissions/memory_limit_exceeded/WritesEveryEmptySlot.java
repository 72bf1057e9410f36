import java.util.*;

/**
 * Correct, but its strings grow with the height of the tree, not its size: it lays the tree out as
 * a full array, as a heap is stored (the children of slot i in slots 2i + 1 and 2i + 2), sized for a
 * full tree of the same height: 2^height - 1 slots, most of them "#". Fine for a bushy tree; a chain
 * of 10^4 nodes would need 2^10000 - 1 slots, and even a random tree of 10^4 nodes, about 30 levels
 * high, asks for more memory than there is.
 */
public class Codec {
    public String serialize(TreeNode root) {
        if (root == null) {
            return "";
        }
        String[] slots = new String[(int) Math.pow(2, height(root)) - 1];
        Arrays.fill(slots, "#");
        place(root, 0, slots);
        int last = slots.length - 1;
        while (slots[last].equals("#")) {
            last--;
        }
        return String.join(",", Arrays.copyOf(slots, last + 1));
    }

    private int height(TreeNode node) {
        return node == null ? 0 : 1 + Math.max(height(node.left), height(node.right));
    }

    private void place(TreeNode node, int slot, String[] slots) {
        if (node != null) {
            slots[slot] = String.valueOf(node.val);
            place(node.left, 2 * slot + 1, slots);
            place(node.right, 2 * slot + 2, slots);
        }
    }

    public TreeNode deserialize(String data) {
        if (data.isEmpty()) {
            return null;
        }
        String[] slots = data.split(",");
        TreeNode[] nodes = new TreeNode[slots.length];
        for (int i = 0; i < slots.length; i++) {
            if (!slots[i].equals("#")) {
                nodes[i] = new TreeNode(Integer.parseInt(slots[i]));
                if (i > 0) {                           // slot i's parent is slot (i - 1) / 2
                    if (i % 2 == 1) {
                        nodes[(i - 1) / 2].left = nodes[i];
                    } else {
                        nodes[(i - 1) / 2].right = nodes[i];
                    }
                }
            }
        }
        return nodes[0];
    }
}
