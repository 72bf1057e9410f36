import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Validate Binary Search Tree: {@code root}, a tree of about {@code size} nodes
 * (half of it up to all of it), as its level-order list. About half are real BSTs, built by
 * inserting distinct values in random order; the others are BSTs with one flaw of the kinds that
 * catch wrong solutions: a node moved just past the bound that some ancestor (not only its parent)
 * sets, a node equal to an ancestor, or two values swapped. Values come from a small range (easy to
 * read), from the whole {@code int} range, or include {@code Integer.MIN_VALUE} and
 * {@code Integer.MAX_VALUE}, which the statement allows.
 */
public final class ValidateBstGenerator implements Generator {

    private static final int MAX_NODES = 10_000;
    private static final int MAX_SIZE = 16;

    /** A node of the tree being built; {@code value} is a long so that a bound plus one cannot wrap. */
    private static final class Node {
        long value;
        Node left;
        Node right;

        Node(long value) {
            this.value = value;
        }
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int count = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        int range = random.nextInt(3);
        Set<Long> values = new HashSet<>();
        if (range == 2) {
            values.add((long) Integer.MIN_VALUE);
            if (count > 1) {
                values.add((long) Integer.MAX_VALUE);
            }
        }
        while (values.size() < count) {
            values.add(range == 0 ? (long) random.nextInt(4 * count + 1) - 2L * count : (long) random.nextInt());
        }
        List<Long> order = new ArrayList<>(values);
        java.util.Collections.shuffle(order, random);
        Node root = null;
        for (long value : order) {
            root = insert(root, value);
        }
        if (random.nextBoolean()) {
            flaw(root, count, random);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(root));
        return input;
    }

    private static Node insert(Node node, long value) {
        if (node == null) {
            return new Node(value);
        }
        if (value < node.value) {
            node.left = insert(node.left, value);
        } else {
            node.right = insert(node.right, value);
        }
        return node;
    }

    /** Breaks the BST property once, so that the answer is false. */
    private static void flaw(Node root, int count, Random random) {
        List<Node> nodes = new ArrayList<>();
        List<List<Node>> paths = new ArrayList<>();
        collect(root, new ArrayList<>(), nodes, paths);
        if (count == 1) {
            return;
        }
        int kind = random.nextInt(3);
        int pick = 1 + random.nextInt(nodes.size() - 1);
        Node node = nodes.get(pick);
        List<Node> ancestors = paths.get(pick);
        Node ancestor = ancestors.get(random.nextInt(ancestors.size()));
        if (kind == 0) {
            node.value = ancestor.value;
        } else if (kind == 1) {
            // Just past the ancestor's bound: to the other side of it by one, within int's range.
            boolean inLeft = contains(ancestor.left, node);
            long past = inLeft ? ancestor.value + 1 : ancestor.value - 1;
            node.value = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, past));
        } else {
            Node other = nodes.get(random.nextInt(nodes.size()));
            long value = node.value;
            node.value = other.value;
            other.value = value;
        }
    }

    private static boolean contains(Node tree, Node node) {
        if (tree == null) {
            return false;
        }
        return tree == node || contains(tree.left, node) || contains(tree.right, node);
    }

    private static void collect(Node node, List<Node> path, List<Node> nodes, List<List<Node>> paths) {
        if (node == null) {
            return;
        }
        nodes.add(node);
        paths.add(new ArrayList<>(path));
        path.add(node);
        collect(node.left, path, nodes, paths);
        collect(node.right, path, nodes, paths);
        path.remove(path.size() - 1);
    }

    /** LeetCode's form: level by level, null for a missing child, no nulls at the end. */
    private static ArrayNode levelOrder(Node root) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        Deque<Node> queue = new ArrayDeque<>();
        List<Node> order = new ArrayList<>();
        queue.add(root);
        order.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            for (Node child : new Node[] {node.left, node.right}) {
                order.add(child);
                if (child != null) {
                    queue.add(child);
                }
            }
        }
        int end = order.size();
        while (end > 0 && order.get(end - 1) == null) {
            end--;
        }
        for (int i = 0; i < end; i++) {
            if (order.get(i) == null) {
                list.addNull();
            } else {
                list.add((int) order.get(i).value);
            }
        }
        return list;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode root = input.get("root");
        if (root == null || !root.isArray()) {
            return "root must be a tree as its level-order list";
        }
        if (root.isEmpty()) {
            return "the tree is empty; it must have 1 to " + MAX_NODES + " nodes";
        }
        if (root.get(0).isNull()) {
            return "the root is null; the tree must have at least one node";
        }
        long slots = 1;
        int nodes = 0;
        for (int i = 0; i < root.size(); i++) {
            JsonNode entry = root.get(i);
            if (slots == 0) {
                return "entry " + i + " has no parent in level order";
            }
            slots--;
            if (entry.isNull()) {
                continue;
            }
            if (!entry.isInt()) {
                return "entry " + i + " = " + entry + " is not an int";
            }
            nodes++;
            slots += 2;
        }
        if (nodes > MAX_NODES) {
            return "the tree has " + nodes + " nodes; at most " + MAX_NODES + " are allowed";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
