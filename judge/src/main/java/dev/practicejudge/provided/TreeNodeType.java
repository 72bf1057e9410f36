package dev.practicejudge.provided;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * LeetCode's binary tree, written as its level-order list with {@code null} for a missing child
 * ({@code [3,9,20,null,null,15,7]}), trailing {@code null}s trimmed as LeetCode prints it;
 * {@code []} is the empty tree (Java's {@code null}).
 */
final class TreeNodeType implements ProvidedType {

    private static final int LEFT = 0;
    private static final int RIGHT = 1;

    @Override
    public String name() {
        return "TreeNode";
    }

    @Override
    public String source() {
        return """
                public class TreeNode {
                    int val;
                    TreeNode left;
                    TreeNode right;
                    TreeNode() {}
                    TreeNode(int val) { this.val = val; }
                    TreeNode(int val, TreeNode left, TreeNode right) {
                        this.val = val;
                        this.left = left;
                        this.right = right;
                    }
                }
                """;
    }

    @Override
    public String definitionTitle() {
        return "Definition for a binary tree node";
    }

    @Override
    public List<String> links() {
        return List.of("left", "right");
    }

    @Override
    public String noun() {
        return "tree";
    }

    @Override
    public Optional<String> mismatch(JsonNode value) {
        if (!value.isArray()) {
            return Optional.of("expected a tree as its level-order list, e.g. [3,9,20,null,null,15,7], found "
                    + JsonForms.describe(value));
        }
        if (!value.isEmpty() && value.get(0).isNull()) {
            return Optional.of("the root (entry 0) is null; write the empty tree as []");
        }
        // Each node present offers two child slots; each entry after the root fills the next one.
        long slots = 1;
        for (int i = 0; i < value.size(); i++) {
            JsonNode entry = value.get(i);
            if (slots == 0) {
                return Optional.of("entry " + i + " (" + entry + ") has no parent: every node before it is "
                        + "placed and their children are all given (level order lists the children of present "
                        + "nodes only, never of a null)");
            }
            slots--;
            if (entry.isNull()) {
                continue;
            }
            Optional<String> notInt = JsonForms.notInt(entry, i);
            if (notInt.isPresent()) {
                return notInt;
            }
            slots += 2;
        }
        return Optional.empty();
    }

    @Override
    public Optional<String> untrimmed(JsonNode value) {
        if (!value.isEmpty() && value.get(value.size() - 1).isNull()) {
            return Optional.of("the tree ends with null, but outputs are written as LeetCode prints them, without "
                    + "trailing nulls: write " + canonical(value));
        }
        return Optional.empty();
    }

    @Override
    public JsonNode canonical(JsonNode tree) {
        ArrayNode trimmed = tree.deepCopy();
        while (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1).isNull()) {
            trimmed.remove(trimmed.size() - 1);
        }
        return trimmed;
    }

    @Override
    public String difference(JsonNode expected, JsonNode actual) {
        return TreeDifferences.trees(expected, actual);
    }

    @Override
    public Figure figure(JsonNode value) {
        return new Figure.Tree(value);
    }

    @Override
    public boolean shrinksAsValueList() {
        return false;
    }

    @Override
    public List<Supplier<JsonNode>> smaller(JsonNode value, Function<JsonNode, List<JsonNode>> smallerEntry) {
        return TreeShrinks.lazy(value, smallerEntry);
    }

    @Override
    public <N> void write(N root, Links<N> links, JsonGenerator out) throws IOException {
        requireNoCycle(root, links);
        // Level order. A node may be shared by two links (LeetCode accepts memoised subtrees, as in
        // All Possible Full Binary Trees) and is then written at each place; the output limit bounds it.
        ArrayDeque<N> queue = new ArrayDeque<>();
        out.writeStartArray();
        if (root != null) {
            queue.add(root);
            out.writeNumber(links.value(root));
        }
        // Nulls are written only when a value follows them: LeetCode trims the trailing ones.
        int pendingNulls = 0;
        while (!queue.isEmpty()) {
            N node = queue.poll();
            for (int link = LEFT; link <= RIGHT; link++) {
                N child = links.link(node, link);
                if (child == null) {
                    pendingNulls++;
                    continue;
                }
                for (; pendingNulls > 0; pendingNulls--) {
                    out.writeNull();
                }
                out.writeNumber(links.value(child));
                queue.add(child);
            }
        }
        out.writeEndArray();
    }

    /**
     * Throws when a link leads back to a node on the way down to it: the tree would never end.
     * Depth first, without recursion; a node already finished (shared) is not walked again.
     */
    private <N> void requireNoCycle(N root, Links<N> links) {
        if (root == null) {
            return;
        }
        IdentityHashMap<Object, Boolean> onPath = new IdentityHashMap<>(); // true: on the path; false: finished
        ArrayDeque<Object[]> stack = new ArrayDeque<>(); // {node, next link to follow: 0 left, 1 right, 2 done}
        stack.push(new Object[] {root, 0});
        onPath.put(root, true);
        while (!stack.isEmpty()) {
            Object[] top = stack.peek();
            int link = (Integer) top[1];
            if (link == 2) {
                stack.pop();
                onPath.put(top[0], false);
                continue;
            }
            top[1] = link + 1;
            @SuppressWarnings("unchecked")
            N node = (N) top[0];
            N child = links.link(node, link);
            if (child == null) {
                continue;
            }
            Boolean state = onPath.get(child);
            if (Boolean.TRUE.equals(state)) {
                throw new InvalidStructure("has a cycle: the " + links().get(link) + " child of the "
                        + "node with value " + links.value(node) + " is the node with value " + links.value(child)
                        + ", which is above it, so the tree never ends");
            }
            if (state == null) {
                onPath.put(child, true);
                stack.push(new Object[] {child, 0});
            }
        }
    }

    @Override
    public <N> N read(List<N> entries, Links<N> links) {
        if (entries.isEmpty()) {
            return null;
        }
        // Level order: each present node takes the next two entries as its children.
        int child = 1;
        for (int i = 0; i < entries.size() && child < entries.size(); i++) {
            N node = entries.get(i);
            if (node == null) {
                continue;
            }
            links.setLink(node, LEFT, entries.get(child++));
            if (child < entries.size()) {
                links.setLink(node, RIGHT, entries.get(child++));
            }
        }
        return entries.get(0);
    }
}
