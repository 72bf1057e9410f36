import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It shares no
 * map, set, queue or recursion with the references: it finds every node by repeated sweeps
 * (start with the given node; sweep all nodes found so far, adding each neighbor not yet among
 * them by an identity search through the list; stop when a sweep adds nothing: O(n^2 m) at worst),
 * makes one new node per node found, and links copy i to the copies at the list positions of node
 * i's neighbors, found again by identity. It checks the statement's promises and throws when one
 * breaks: at most 100 nodes, values 1..100 and unique, no self-loop, no edge listed twice, every
 * edge listed from both ends. Connectedness shows as a disagreement: nodes the sweeps never reach
 * are missing from the copy, which then differs from the expected list of all nodes.
 */
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) {
            return null;
        }
        List<Node> found = new ArrayList<>();
        found.add(node);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < found.size(); i++) {
                for (Node neighbor : found.get(i).neighbors) {
                    if (indexOf(found, neighbor) < 0) {
                        found.add(neighbor);
                        grew = true;
                    }
                }
            }
        }
        int n = found.size();
        require(n <= 100, n + " nodes, more than 100");
        boolean[] valueSeen = new boolean[101];
        for (Node original : found) {
            require(original.val >= 1 && original.val <= 100, "a node has value " + original.val + ", outside 1..100");
            require(!valueSeen[original.val], "two nodes have value " + original.val);
            valueSeen[original.val] = true;
        }
        for (Node original : found) {
            List<Node> neighbors = original.neighbors;
            for (int a = 0; a < neighbors.size(); a++) {
                Node other = neighbors.get(a);
                require(other != original, "node " + original.val + " lists itself (a self-loop)");
                for (int b = a + 1; b < neighbors.size(); b++) {
                    require(neighbors.get(b) != other, "node " + original.val + " lists node " + other.val + " twice");
                }
                require(indexOf(other.neighbors, original) >= 0,
                        "node " + original.val + " lists node " + other.val + ", which does not list it back");
            }
        }
        List<Node> copies = new ArrayList<>();
        for (Node original : found) {
            copies.add(new Node(original.val));
        }
        for (int i = 0; i < n; i++) {
            for (Node neighbor : found.get(i).neighbors) {
                copies.get(i).neighbors.add(copies.get(indexOf(found, neighbor)));
            }
        }
        return copies.get(0);
    }

    /** The position of the very node {@code target} in {@code nodes} (by identity), or -1. */
    private static int indexOf(List<Node> nodes, Node target) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i) == target) {
                return i;
            }
        }
        return -1;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
