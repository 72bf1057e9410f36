/**
 * Fails at run time: copies each node and recurses into every neighbor, with no record of the
 * nodes already copied. An undirected edge is listed from both ends, so the walk goes from node 1
 * to node 2 and straight back to node 1, and so on without end, until the call stack overflows
 * (StackOverflowError). Graphs without an edge (one node, none) pass. A map from each input node
 * to its copy, filled before the neighbors are visited, stops the walk and links the cycle.
 *
 * @expected-message stack overflow (java.lang.StackOverflowError)
 */
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Node copy = new Node(node.val);
        for (Node neighbor : node.neighbors) {
            copy.neighbors.add(cloneGraph(neighbor));
        }
        return copy;
    }
}
