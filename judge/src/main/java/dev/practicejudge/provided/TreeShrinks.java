package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Smaller trees than a tree written in LeetCode's level order ({@code [5,4,6,null,null,3,7]}): the
 * empty tree; a node replaced by one of its children's subtrees (the whole tree by one of the
 * root's included); a subtree removed; then one node's value nearer 0. Each result is written back
 * in level order without trailing nulls.
 */
final class TreeShrinks {

    private TreeShrinks() {
    }

    /** A node of the tree being shrunk; {@code value} as the JSON had it. */
    private static final class Node {
        final JsonNode value;
        Node left;
        Node right;

        Node(JsonNode value) {
            this.value = value;
        }
    }

    /**
     * The smaller trees, each built only when asked for.
     *
     * @param smallerValue smaller values of one node's value
     */
    static List<Supplier<JsonNode>> lazy(JsonNode levelOrder, Function<JsonNode, List<JsonNode>> smallerValue) {
        Node root = parse(levelOrder);
        List<Supplier<JsonNode>> smaller = new ArrayList<>();
        if (root == null) {
            return smaller;
        }
        smaller.add(JsonNodeFactory.instance::arrayNode);
        List<Node> nodes = breadthFirst(root);
        // Hoisting: a node's place taken by one of its children, with that child's subtree.
        for (Node node : nodes) {
            for (Node child : new Node[] {node.left, node.right}) {
                if (child != null) {
                    smaller.add(() -> write(copy(root, n -> n == node ? child : n)));
                }
            }
        }
        // Removal: a node and everything under it gone.
        for (Node node : nodes) {
            if (node != root) {
                smaller.add(() -> write(copy(root, n -> n == node ? null : n)));
            }
        }
        for (Node node : nodes) {
            for (JsonNode value : smallerValue.apply(node.value)) {
                smaller.add(() -> {
                    Map<Node, Node> replaced = new IdentityHashMap<>();
                    Node changed = new Node(value);
                    changed.left = node.left;
                    changed.right = node.right;
                    replaced.put(node, changed);
                    return write(copy(root, n -> replaced.getOrDefault(n, n)));
                });
            }
        }
        return smaller;
    }

    /** A copy of the tree in which each original node is first passed through {@code swap} (null removes it). */
    private static Node copy(Node node, Function<Node, Node> swap) {
        if (node == null) {
            return null;
        }
        Node kept = swap.apply(node);
        if (kept == null) {
            return null;
        }
        Node copied = new Node(kept.value);
        copied.left = copy(kept.left, swap);
        copied.right = copy(kept.right, swap);
        return copied;
    }

    private static List<Node> breadthFirst(Node root) {
        List<Node> order = new ArrayList<>();
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            order.add(node);
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        return order;
    }

    /** The tree from its level-order list; null for the empty tree or a list that is not a tree. */
    private static Node parse(JsonNode list) {
        if (!list.isArray() || list.isEmpty() || list.get(0).isNull()) {
            return null;
        }
        Node root = new Node(list.get(0));
        Deque<Node> parents = new ArrayDeque<>();
        parents.add(root);
        int i = 1;
        while (!parents.isEmpty() && i < list.size()) {
            Node parent = parents.poll();
            for (int side = 0; side < 2 && i < list.size(); side++, i++) {
                JsonNode entry = list.get(i);
                if (entry.isNull()) {
                    continue;
                }
                Node child = new Node(entry);
                if (side == 0) {
                    parent.left = child;
                } else {
                    parent.right = child;
                }
                parents.add(child);
            }
        }
        return root;
    }

    /** The tree in level order, null for a missing child, no nulls at the end. */
    private static JsonNode write(Node root) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        if (root == null) {
            return list;
        }
        List<Node> slots = new ArrayList<>();
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        slots.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            slots.add(node.left);
            slots.add(node.right);
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
        int end = slots.size();
        while (end > 0 && slots.get(end - 1) == null) {
            end--;
        }
        for (int j = 0; j < end; j++) {
            if (slots.get(j) == null) {
                list.addNull();
            } else {
                list.add(slots.get(j).value);
            }
        }
        return list;
    }
}
