/**
 * Wrong: returns the node it was given. Written by values the graph is exactly the expected one,
 * but nothing was copied: a deep copy must be made of new nodes only, so that changing the copy
 * leaves the original alone. The judge names the input's own node the result is.
 *
 * @expected-message returned the input's own node 1 (value 1), not a copy
 */
class Solution {
    public Node cloneGraph(Node node) {
        return node;
    }
}
