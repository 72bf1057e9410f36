import java.util.*;

/**
 * Correct, but its strings grow with the height of the tree, not its size: it writes the tree as
 * a full array, level by level, with a "#" in every slot where a node could be, the empty slots
 * under missing nodes included, until a level has no node at all. Level k has 2^k slots, so a
 * chain of 10^4 nodes would need 2^10000 of them; memory runs out after a few dozen levels.
 */
public class Codec {
    public String serialize(TreeNode root) {
        List<String> slots = new ArrayList<>();
        List<TreeNode> level = new ArrayList<>();
        level.add(root);
        while (level.stream().anyMatch(Objects::nonNull)) {
            List<TreeNode> next = new ArrayList<>(level.size() * 2);
            for (TreeNode node : level) {
                slots.add(node == null ? "#" : String.valueOf(node.val));
                next.add(node == null ? null : node.left);
                next.add(node == null ? null : node.right);
            }
            level = next;
        }
        return String.join(",", slots);
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
