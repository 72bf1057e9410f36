import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Queue;

/**
 * Breadth-first copy: a node's copy is made when the node is first seen (and queued), and the
 * map from input nodes to copies doubles as the visited set. Taking a node off the queue links
 * its copy to the copies of all its neighbors, in the input's order, making copies of the ones
 * not seen yet. No recursion. O(n + m) time, O(n) space.
 */
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Map<Node, Node> copies = new HashMap<>();
        copies.put(node, new Node(node.val));
        Queue<Node> queue = new ArrayDeque<>();
        queue.add(node);
        while (!queue.isEmpty()) {
            Node current = queue.poll();
            Node copy = copies.get(current);
            for (Node neighbor : current.neighbors) {
                Node neighborCopy = copies.get(neighbor);
                if (neighborCopy == null) {
                    neighborCopy = new Node(neighbor.val);
                    copies.put(neighbor, neighborCopy);
                    queue.add(neighbor);
                }
                copy.neighbors.add(neighborCopy);
            }
        }
        return copies.get(node);
    }
}
