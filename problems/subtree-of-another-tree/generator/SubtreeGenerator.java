import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/**
 * Random inputs for Subtree of Another Tree: {@code root}, a random tree of up to {@code size}
 * nodes, and {@code subRoot}, most often a copy of the subtree under one of root's nodes (answer
 * true), otherwise such a copy with one change of the kinds that catch wrong solutions: a leaf
 * removed (so that subRoot matches only the top part of a subtree), a leaf added, one value
 * changed, one node's children swapped, or a random tree. Values come from a tiny range (so that
 * equal values abound), from the whole range, or from 2, 12, -2 and 22 (whose digits end alike).
 */
public final class SubtreeGenerator implements Generator {

    private static final int MAX_NODES = 2000;
    private static final int MAX_SUB = 1000;
    private static final int MAX_VALUE = 10_000;

    private static final class Node {
        int value;
        Node left;
        Node right;

        Node(int value) {
            this.value = value;
        }
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        int count = 1 + random.nextInt(Math.min(MAX_NODES, size));
        int range = random.nextInt(3);
        Node root = randomTree(count, range, random);
        List<Node> nodes = new ArrayList<>();
        collect(root, nodes);
        Node subRoot = copy(nodes.get(random.nextInt(nodes.size())));
        int kind = random.nextInt(12);
        if (kind == 11) {
            subRoot = randomTree(1 + random.nextInt(Math.min(count, MAX_SUB)), range, random);
        } else if (kind >= 5) {
            Node changed = change(subRoot, kind, range, random);
            if (changed != null) {
                subRoot = changed;
            }
        }
        List<Node> subNodes = new ArrayList<>();
        collect(subRoot, subNodes);
        if (subNodes.size() > MAX_SUB) {
            subRoot = copy(nodes.get(nodes.size() - 1));
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(root));
        input.set("subRoot", levelOrder(subRoot));
        return input;
    }

    private static int value(int range, Random random) {
        return switch (range) {
            case 0 -> random.nextInt(3) - 1;
            case 1 -> random.nextInt(2 * MAX_VALUE + 1) - MAX_VALUE;
            default -> new int[] {2, 12, -2, 22}[random.nextInt(4)];
        };
    }

    /** A tree of count nodes, each added at a random free place below a random existing node. */
    private static Node randomTree(int count, int range, Random random) {
        if (count == 0) {
            return null;
        }
        Node root = new Node(value(range, random));
        List<Node> nodes = new ArrayList<>();
        nodes.add(root);
        while (nodes.size() < count) {
            Node parent = nodes.get(random.nextInt(nodes.size()));
            Node child = new Node(value(range, random));
            if (random.nextBoolean()) {
                if (parent.left != null) {
                    continue;
                }
                parent.left = child;
            } else {
                if (parent.right != null) {
                    continue;
                }
                parent.right = child;
            }
            nodes.add(child);
        }
        return root;
    }

    private static Node copy(Node node) {
        if (node == null) {
            return null;
        }
        Node copy = new Node(node.value);
        copy.left = copy(node.left);
        copy.right = copy(node.right);
        return copy;
    }

    private static Node change(Node root, int kind, int range, Random random) {
        List<Node> nodes = new ArrayList<>();
        collect(root, nodes);
        if (nodes.isEmpty() || kind == 11) {
            return nodes.isEmpty() ? new Node(value(range, random)) : null;
        }
        Node node = nodes.get(random.nextInt(nodes.size()));
        switch (kind) {
            case 5 -> node.value = node.value == MAX_VALUE ? node.value - 1 : node.value + 1;
            case 6 -> {
                List<Node> leaves = new ArrayList<>();
                for (Node candidate : nodes) {
                    if (candidate.left == null && candidate.right == null) {
                        leaves.add(candidate);
                    }
                }
                Node leaf = leaves.get(random.nextInt(leaves.size()));
                if (leaf == root) {
                    return null;
                }
                for (Node parent : nodes) {
                    if (parent.left == leaf) {
                        parent.left = null;
                    } else if (parent.right == leaf) {
                        parent.right = null;
                    }
                }
            }
            case 7 -> {
                if (nodes.size() == MAX_SUB) {
                    node.value = node.value == MAX_VALUE ? node.value - 1 : node.value + 1;
                } else if (node.left == null) {
                    node.left = new Node(value(range, random));
                } else if (node.right == null) {
                    node.right = new Node(value(range, random));
                } else {
                    Node leaf = node.left;
                    while (leaf.left != null) {
                        leaf = leaf.left;
                    }
                    leaf.left = new Node(value(range, random));
                }
            }
            case 8 -> {
                Node left = node.left;
                node.left = node.right;
                node.right = left;
            }
            default -> {
                // The same in-order sequence of values, in a shape built anew.
                List<Integer> values = new ArrayList<>();
                inorder(root, values);
                return rebuild(values, 0, values.size(), random);
            }
        }
        return root;
    }

    private static void collect(Node node, List<Node> out) {
        if (node != null) {
            out.add(node);
            collect(node.left, out);
            collect(node.right, out);
        }
    }

    private static void inorder(Node node, List<Integer> out) {
        if (node != null) {
            inorder(node.left, out);
            out.add(node.value);
            inorder(node.right, out);
        }
    }

    private static Node rebuild(List<Integer> values, int from, int to, Random random) {
        if (from >= to) {
            return null;
        }
        int at = from + random.nextInt(to - from);
        Node node = new Node(values.get(at));
        node.left = rebuild(values, from, at, random);
        node.right = rebuild(values, at + 1, to, random);
        return node;
    }

    /** LeetCode's form: level by level, null for a missing child, no nulls at the end. */
    private static ArrayNode levelOrder(Node root) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        if (root == null) {
            return list;
        }
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
                list.add(order.get(i).value);
            }
        }
        return list;
    }

    @Override
    public String invalid(JsonNode input) {
        String why = invalidTree("root", input.get("root"), MAX_NODES);
        return why != null ? why : invalidTree("subRoot", input.get("subRoot"), MAX_SUB);
    }

    private static String invalidTree(String name, JsonNode tree, int most) {
        if (tree == null || !tree.isArray()) {
            return name + " must be a tree as its level-order list";
        }
        if (tree.isEmpty() || tree.get(0).isNull()) {
            return name + " is empty; it must have at least one node";
        }
        long slots = 1;
        int nodes = 0;
        for (int i = 0; i < tree.size(); i++) {
            JsonNode entry = tree.get(i);
            if (slots == 0) {
                return name + ": entry " + i + " has no parent in level order";
            }
            slots--;
            if (entry.isNull()) {
                continue;
            }
            if (!entry.isInt()) {
                return name + ": entry " + i + " = " + entry + " is not an int";
            }
            if (Math.abs(entry.asInt()) > MAX_VALUE) {
                return name + ": entry " + i + " = " + entry + " is outside -10^4..10^4";
            }
            nodes++;
            slots += 2;
        }
        if (nodes > most) {
            return name + " has " + nodes + " nodes; at most " + most + " are allowed";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 60;
    }
}
