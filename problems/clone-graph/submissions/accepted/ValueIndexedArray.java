import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Uses the statement's promise that values are unique and within 1..100: the copy of the node
 * with value v is kept at index v of an array, which is both the visited set and the map. An
 * explicit stack walks the graph depth first; each node's copy gets its neighbors' copies when
 * the node is taken off the stack for the first time. O(n + m) time, O(1) extra space beyond the
 * 101 slots and the stack.
 */
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Node[] copyOf = new Node[101];
        boolean[] linked = new boolean[101];
        copyOf[node.val] = new Node(node.val);
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(node);
        while (!stack.isEmpty()) {
            Node current = stack.pop();
            if (linked[current.val]) {
                continue;
            }
            linked[current.val] = true;
            for (Node neighbor : current.neighbors) {
                if (copyOf[neighbor.val] == null) {
                    copyOf[neighbor.val] = new Node(neighbor.val);
                }
                copyOf[current.val].neighbors.add(copyOf[neighbor.val]);
                if (!linked[neighbor.val]) {
                    stack.push(neighbor);
                }
            }
        }
        return copyOf[node.val];
    }
}
