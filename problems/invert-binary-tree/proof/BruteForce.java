import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The proof of this package's expected outputs (validate runs it on every test), by a different
 * route from the accepted submissions, which swap children in place. It names every node by its
 * path from the root, a string of 'L' and 'R', and builds a new tree in which the value found at a
 * path is placed at the mirrored path (every 'L' read as 'R' and every 'R' as 'L'). No recursion,
 * and the input tree is left as it is. It also checks the input against the statement's
 * constraints (0 to 100 nodes, values -100..100).
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        Map<String, Integer> byPath = new HashMap<>();
        Deque<Object[]> stack = new ArrayDeque<>();
        if (root != null) {
            stack.push(new Object[] {root, ""});
        }
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            TreeNode node = (TreeNode) top[0];
            String path = (String) top[1];
            if (node.val < -100 || node.val > 100) {
                throw new IllegalArgumentException("value " + node.val + " is outside -100..100 (the statement's constraints)");
            }
            byPath.put(path, node.val);
            if (node.left != null) {
                stack.push(new Object[] {node.left, path + "L"});
            }
            if (node.right != null) {
                stack.push(new Object[] {node.right, path + "R"});
            }
        }
        if (byPath.size() > 100) {
            throw new IllegalArgumentException("the tree has " + byPath.size() + " nodes, more than 100 (the statement's constraints)");
        }
        Map<String, TreeNode> mirror = new HashMap<>();
        for (Map.Entry<String, Integer> entry : byPath.entrySet()) {
            StringBuilder flipped = new StringBuilder();
            for (char step : entry.getKey().toCharArray()) {
                flipped.append(step == 'L' ? 'R' : 'L');
            }
            mirror.put(flipped.toString(), new TreeNode(entry.getValue()));
        }
        for (Map.Entry<String, TreeNode> entry : mirror.entrySet()) {
            String path = entry.getKey();
            if (path.isEmpty()) {
                continue;
            }
            TreeNode parent = mirror.get(path.substring(0, path.length() - 1));
            if (path.charAt(path.length() - 1) == 'L') {
                parent.left = entry.getValue();
            } else {
                parent.right = entry.getValue();
            }
        }
        return mirror.get("");
    }
}
