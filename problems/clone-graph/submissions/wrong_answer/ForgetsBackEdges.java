import java.util.HashMap;
import java.util.Map;

/**
 * Wrong: uses the map only to avoid recursing into a node already copied, and then forgets to
 * link to that node's copy. Each edge is added only from the side the walk first crosses it, so
 * every edge back to an earlier node is lost: in the square 1-2-3-4-1, the copy of node 2 never
 * lists node 1, and node 1 never lists node 4. When a neighbor is already copied, its copy must
 * still be added to the neighbor list.
 *
 * @expected-message node 1 should be linked to node 4, but in your graph it is not
 */
class Solution {
    private final Map<Node, Node> copies = new HashMap<>();

    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Node copy = new Node(node.val);
        copies.put(node, copy);
        for (Node neighbor : node.neighbors) {
            if (!copies.containsKey(neighbor)) {
                copy.neighbors.add(cloneGraph(neighbor));
            }
        }
        return copy;
    }
}
