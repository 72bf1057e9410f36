import java.util.HashMap;
import java.util.Map;

/**
 * Wrong: backtracking habits. The map of copies holds only the nodes on the current recursion
 * path, and a node leaves it when its call returns. That stops the walk from going round a cycle
 * forever, but a node reached again by another route, after its first call has returned, is
 * copied a second time: in the square 1-2-3-4-1 the walk 1, 2, 3, 4 returns, then node 1 reaches
 * node 4 directly and copies 4, 3 and 2 again, and the result has two nodes with value 3 (and
 * with 2 and 4). A node's copy must stay in the map for the whole clone.
 *
 * @expected-message the returned graph has two different nodes with value 3
 */
class Solution {
    private final Map<Node, Node> onPath = new HashMap<>();

    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        if (onPath.containsKey(node)) {
            return onPath.get(node);
        }
        Node copy = new Node(node.val);
        onPath.put(node, copy);
        for (Node neighbor : node.neighbors) {
            copy.neighbors.add(cloneGraph(neighbor));
        }
        onPath.remove(node);
        return copy;
    }
}
