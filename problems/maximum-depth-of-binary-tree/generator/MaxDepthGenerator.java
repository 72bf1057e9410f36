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
 * Random inputs for Maximum Depth of Binary Tree: {@code root}, a tree of up to {@code size} nodes
 * as its level-order list. Shapes: random (each new node hung on a random free child slot), a left chain,
 * a right chain, a zigzag, a complete tree, and now and then the empty tree or a single node.
 * Values come from a small range (repeats likely), from all of -100..100, or are the extremes.
 */
public final class MaxDepthGenerator implements Generator {

    private static final int MAX_NODES = 10_000;
    private static final int MAX_SIZE = 60;

    private static final class Node {
        final int value;
        Node left;
        Node right;

        Node(int value) {
            this.value = value;
        }
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int count;
        switch (random.nextInt(10)) {
            case 0 -> count = 0;
            case 1 -> count = 1;
            default -> count = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        }
        int valueKind = random.nextInt(3);
        int shape = random.nextInt(6);
        Node root = null;
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int value = switch (valueKind) {
                case 0 -> random.nextInt(7) - 3;
                case 1 -> random.nextInt(201) - 100;
                default -> random.nextBoolean() ? -100 : 100;
            };
            Node node = new Node(value);
            if (root == null) {
                root = node;
            } else if (shape == 0) {
                nodes.get(i - 1).left = node;
            } else if (shape == 1) {
                nodes.get(i - 1).right = node;
            } else if (shape == 2) {
                if (i % 2 == 1) {
                    nodes.get(i - 1).left = node;
                } else {
                    nodes.get(i - 1).right = node;
                }
            } else if (shape == 3) {
                Node parent = nodes.get((i - 1) / 2);
                if (i % 2 == 1) {
                    parent.left = node;
                } else {
                    parent.right = node;
                }
            } else {
                while (true) {
                    Node parent = nodes.get(random.nextInt(nodes.size()));
                    if (random.nextBoolean()) {
                        if (parent.left == null) {
                            parent.left = node;
                            break;
                        }
                    } else if (parent.right == null) {
                        parent.right = node;
                        break;
                    }
                }
            }
            nodes.add(node);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", levelOrder(root));
        return input;
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
        JsonNode root = input.get("root");
        if (root == null || !root.isArray()) {
            return "root must be a tree as its level-order list";
        }
        if (root.isEmpty()) {
            return null;
        }
        if (root.get(0).isNull()) {
            return "the root entry is null; write the empty tree as []";
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
            if (entry.asInt() < -100 || entry.asInt() > 100) {
                return "entry " + i + " = " + entry.asInt() + " is outside -100..100";
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
