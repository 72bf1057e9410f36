import java.util.HashMap;
import java.util.Map;

/**
 * Recursive depth-first copy with a map from each input node to its copy. A node's copy is put in
 * the map before its neighbors are visited, so an edge back to a node being copied (a cycle)
 * finds the copy instead of recursing again, and every node is copied exactly once. Each copy
 * lists its neighbors' copies in the input's order. O(n + m) time for n nodes and m edges, O(n)
 * space for the map and the recursion.
 */
class Solution {
    private final Map<Node, Node> copies = new HashMap<>();

    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Node copy = copies.get(node);
        if (copy != null) {
            return copy;
        }
        copy = new Node(node.val);
        copies.put(node, copy);
        for (Node neighbor : node.neighbors) {
            copy.neighbors.add(cloneGraph(neighbor));
        }
        return copy;
    }
}
