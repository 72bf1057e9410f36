import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a codec written
 * apart from the accepted ones, in another format. The string is the tree fully bracketed,
 * "(value left right)" with "()" for a missing child, written and read back with explicit stacks
 * (no recursion, no split into tokens). It also checks the tree against the statement's
 * constraints when it serializes it.
 */
class Codec {
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        int nodes = 0;
        // each entry is a node still to write, or null for "write ()", or the marker for ")"
        Deque<Object> todo = new ArrayDeque<>();
        Object close = new Object();
        todo.push(root == null ? close : root);
        if (root == null) {
            out.append("()");
            todo.clear();
        }
        while (!todo.isEmpty()) {
            Object top = todo.pop();
            if (top == close) {
                out.append(')');
            } else if (top instanceof Missing) {
                out.append("()");
            } else {
                TreeNode node = (TreeNode) top;
                nodes++;
                require(nodes <= 10_000, "the tree has more than 10^4 nodes");
                require(node.val >= -1000 && node.val <= 1000, "a node holds " + node.val + ", outside -1000..1000");
                out.append('(').append(node.val).append(' ');
                todo.push(close);
                todo.push(node.right == null ? Missing.ONE : node.right);
                todo.push(node.left == null ? Missing.ONE : node.left);
            }
        }
        return out.toString();
    }

    public TreeNode deserialize(String data) {
        // parents whose children are still being read, and how many children each has so far
        Deque<TreeNode> open = new ArrayDeque<>();
        Deque<Integer> filled = new ArrayDeque<>();
        TreeNode root = null;
        int i = 0;
        while (i < data.length()) {
            char c = data.charAt(i);
            if (c == '(' && data.charAt(i + 1) == ')') {            // a missing child, or the empty tree
                if (!open.isEmpty()) {
                    filled.push(filled.pop() + 1);
                }
                i += 2;
            } else if (c == '(') {
                int end = data.indexOf(' ', i);
                TreeNode node = new TreeNode(Integer.parseInt(data.substring(i + 1, end)));
                if (open.isEmpty()) {
                    root = node;
                } else {
                    int slot = filled.pop();
                    if (slot == 0) {
                        open.peek().left = node;
                    } else {
                        open.peek().right = node;
                    }
                    filled.push(slot + 1);
                }
                open.push(node);
                filled.push(0);
                i = end + 1;
            } else if (c == ')') {
                open.pop();
                filled.pop();
                i++;
            } else {
                throw new IllegalStateException("unexpected '" + c + "' at " + i);
            }
        }
        return root;
    }

    private enum Missing { ONE }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
