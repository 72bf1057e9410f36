package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A binary tree, given as its level-order list, laid out in text with each node's value above its
 * children and {@code /}, {@code \} and {@code _} joining them, e.g. for {@code [1,2,3,4,5,6,7]}:
 * <pre>
 *     _1_
 *    /   \
 *   2     3
 *  / \   / \
 * 4   5 6   7
 * </pre>
 * Each subtree is a box as wide as it needs; a parent's value is centred between its children's
 * links, and underscores bridge the gap when the subtrees are wide. The terminal draws the lines
 * ({@link #lines}); the HTML report draws the same places as a picture ({@link #nodes}). Values of
 * any sign and length are laid out alike, and the layout depends on the tree alone.
 *
 * <p>A big tree is cut: only its top levels are laid out, as many as fit the {@link Limits}.
 */
final class TreeLayout {

    /** How much of a tree is laid out: at most so many nodes, levels, and columns of text. */
    record Limits(int maxNodes, int maxLevels, int maxWidth) {
    }

    /** A node placed: its value, level (the root's is 1), column of its first character, and its parent's index in {@link #nodes}. */
    record Placed(String label, int level, int column, int parent) {
        /** The column at the middle of the label (the left one of two middles). */
        int centre() {
            return column + (label.length() - 1) / 2;
        }
    }

    private final List<String> lines;
    private final List<Placed> nodes;
    private final int width;
    private final int levelsDrawn;
    private final int levels;
    private final int nodeCount;

    private TreeLayout(List<String> lines, List<Placed> nodes, int width, int levelsDrawn, int levels, int nodeCount) {
        this.lines = List.copyOf(lines);
        this.nodes = List.copyOf(nodes);
        this.width = width;
        this.levelsDrawn = levelsDrawn;
        this.levels = levels;
        this.nodeCount = nodeCount;
    }

    /** The text, two lines a level (the values, then the links below them); no trailing spaces. */
    List<String> lines() {
        return lines;
    }

    /** The nodes laid out, in level order; a node's parent comes before it. */
    List<Placed> nodes() {
        return nodes;
    }

    /** The widest line, in columns. */
    int width() {
        return width;
    }

    int levelsDrawn() {
        return levelsDrawn;
    }

    /** The tree's levels, drawn or not. */
    int levels() {
        return levels;
    }

    /** The tree's nodes, drawn or not. */
    int nodeCount() {
        return nodeCount;
    }

    boolean cut() {
        return levelsDrawn < levels;
    }

    /** What was left out, e.g. "levels 7-12 not drawn: 40 more nodes"; empty when nothing was. */
    String leftOut() {
        if (!cut()) {
            return "";
        }
        int more = nodeCount - nodes.size();
        return (levelsDrawn + 1 == levels ? "level " + levels : "levels " + (levelsDrawn + 1) + "-" + levels)
                + " not drawn: " + more + (more == 1 ? " more node" : " more nodes");
    }

    /**
     * The tree laid out, cut to its top levels when it has more nodes, levels or columns than
     * {@code limits} allow; at least the root is laid out.
     *
     * @param levelOrder a well-formed, non-empty level-order list ({@code problem.NodeForms})
     */
    static TreeLayout of(JsonNode levelOrder, Limits limits) {
        Node root = parse(levelOrder);
        List<Integer> perLevel = new ArrayList<>();
        count(root, perLevel);
        int total = perLevel.stream().mapToInt(Integer::intValue).sum();
        int depth = 0;
        int nodes = 0;
        while (depth < perLevel.size() && depth < limits.maxLevels() && nodes + perLevel.get(depth) <= limits.maxNodes()) {
            nodes += perLevel.get(depth++);
        }
        depth = Math.max(1, depth);
        while (true) {
            Block block = block(root, depth);
            if (block.width <= limits.maxWidth() || depth == 1) {
                List<String> lines = new ArrayList<>();
                block.lines.forEach(line -> lines.add(line.stripTrailing()));
                List<Placed> placed = new ArrayList<>();
                List<Spot> spots = new ArrayList<>(block.spots);
                // Level order, and left to right within a level: a parent is placed before its children.
                spots.sort((a, b) -> a.node.level != b.node.level ? Integer.compare(a.node.level, b.node.level)
                        : Integer.compare(a.column, b.column));
                for (Spot spot : spots) {
                    int parent = -1;
                    for (int i = 0; i < placed.size() && spot.node.parent != null; i++) {
                        if (spots.get(i).node == spot.node.parent) {
                            parent = i;
                        }
                    }
                    placed.add(new Placed(spot.node.label, spot.node.level, spot.column, parent));
                }
                return new TreeLayout(lines, placed, block.width, depth, perLevel.size(), total);
            }
            depth--;
        }
    }

    private static final class Node {
        final String label;
        final int level;
        final Node parent;
        Node left;
        Node right;

        Node(String label, int level, Node parent) {
            this.label = label;
            this.level = level;
            this.parent = parent;
        }
    }

    /** The tree of a level-order list: each entry after the root fills the next free child slot. */
    private static Node parse(JsonNode levelOrder) {
        Node root = new Node(levelOrder.get(0).asText(), 1, null);
        Deque<Node> parents = new ArrayDeque<>();
        parents.add(root);
        int i = 1;
        while (i < levelOrder.size() && !parents.isEmpty()) {
            Node parent = parents.poll();
            JsonNode left = levelOrder.get(i++);
            if (!left.isNull()) {
                parent.left = new Node(left.asText(), parent.level + 1, parent);
                parents.add(parent.left);
            }
            if (i < levelOrder.size()) {
                JsonNode right = levelOrder.get(i++);
                if (!right.isNull()) {
                    parent.right = new Node(right.asText(), parent.level + 1, parent);
                    parents.add(parent.right);
                }
            }
        }
        return root;
    }

    private static void count(Node root, List<Integer> perLevel) {
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            while (perLevel.size() < node.level) {
                perLevel.add(0);
            }
            perLevel.set(node.level - 1, perLevel.get(node.level - 1) + 1);
            if (node.left != null) {
                queue.add(node.left);
            }
            if (node.right != null) {
                queue.add(node.right);
            }
        }
    }

    /** A node in a block: its column there. */
    private record Spot(Node node, int column) {
        Spot shifted(int by) {
            return new Spot(node, column + by);
        }
    }

    /**
     * A subtree laid out: lines all {@code width} wide, the root's value on the first; {@code anchor}
     * is the middle of that value, where the parent's link points.
     */
    private record Block(List<String> lines, int width, int anchor, List<Spot> spots) {
    }

    /** The subtree at {@code node}, down to level {@code depth}; null for none. */
    private static Block block(Node node, int depth) {
        if (node == null || node.level > depth) {
            return null;
        }
        Block left = block(node.left, depth);
        Block right = block(node.right, depth);
        String label = node.label;
        int n = label.length();
        if (left == null && right == null) {
            return new Block(List.of(label), n, (n - 1) / 2, List.of(new Spot(node, 0)));
        }
        List<String> lines = new ArrayList<>();
        List<Spot> spots = new ArrayList<>();
        int start;
        int width;
        if (right == null) {
            // The value up and right of the '/', which is just right of the child's middle.
            int slash = left.anchor + 1;
            start = slash + 1;
            width = Math.max(left.width, start + n);
            lines.add(pad(" ".repeat(start) + label, width));
            lines.add(pad(" ".repeat(slash) + "/", width));
            left.lines.forEach(line -> lines.add(pad(line, width)));
            spots.addAll(left.spots);
        } else if (left == null) {
            // The value up and left of the '\', which is just left of the child's middle.
            int offset = Math.max(0, n + 1 - right.anchor);
            int slash = offset + right.anchor - 1;
            start = slash - n;
            width = offset + right.width;
            lines.add(pad(" ".repeat(start) + label, width));
            lines.add(pad(" ".repeat(slash) + "\\", width));
            right.lines.forEach(line -> lines.add(" ".repeat(offset) + line));
            right.spots.forEach(spot -> spots.add(spot.shifted(offset)));
        } else {
            // Room between the two links for the value; the gap between the subtrees makes it.
            int gap = Math.max(1, n + 3 + left.anchor - left.width - right.anchor);
            int offset = left.width + gap;
            int leftSlash = left.anchor + 1;
            int rightSlash = offset + right.anchor - 1;
            start = leftSlash + 1 + (rightSlash - leftSlash - 1 - n) / 2;
            width = offset + right.width;
            lines.add(pad(" ".repeat(leftSlash + 1) + "_".repeat(start - leftSlash - 1) + label
                    + "_".repeat(rightSlash - start - n), width));
            lines.add(pad(" ".repeat(leftSlash) + "/" + " ".repeat(rightSlash - leftSlash - 1) + "\\", width));
            for (int i = 0; i < Math.max(left.lines.size(), right.lines.size()); i++) {
                String l = i < left.lines.size() ? left.lines.get(i) : " ".repeat(left.width);
                String r = i < right.lines.size() ? right.lines.get(i) : " ".repeat(right.width);
                lines.add(l + " ".repeat(gap) + r);
            }
            spots.addAll(left.spots);
            right.spots.forEach(spot -> spots.add(spot.shifted(offset)));
        }
        spots.add(new Spot(node, start));
        return new Block(lines, width, start + (n - 1) / 2, spots);
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
