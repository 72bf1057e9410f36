/**
 * Wrong: a shallow copy. It makes a new node for the given node only and hands it the input's own
 * neighbor list (the same list object, holding the input's own nodes). From the copy, one step
 * along neighbors is already back in the original graph. Every node reached needs a copy of its
 * own, with a new list of the copies of its neighbors.
 *
 * @expected-message returned a graph that reaches the input's own node 2 (value 2), not a copy
 */
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        Node copy = new Node(node.val);
        copy.neighbors = node.neighbors;
        return copy;
    }
}
