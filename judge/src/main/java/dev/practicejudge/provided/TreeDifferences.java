package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Where two trees first differ, in their own terms: a node by its path from the root
 * ({@code root.left.right}), rather than the index of an entry in the level-order list, which
 * moves whenever a node above it is missing.
 */
final class TreeDifferences {

    private TreeDifferences() {
    }

    /** The first difference, in level order, between two trees written as level-order lists. */
    static String trees(JsonNode expected, JsonNode actual) {
        Tree want = Tree.of(expected);
        Tree got = Tree.of(actual);
        ArrayDeque<int[]> pairs = new ArrayDeque<>();
        ArrayDeque<String> paths = new ArrayDeque<>();
        pairs.add(new int[] {want.root(), got.root()});
        paths.add("root");
        while (!pairs.isEmpty()) {
            int[] pair = pairs.poll();
            String path = paths.poll();
            int e = pair[0];
            int a = pair[1];
            if (e < 0 && a < 0) {
                continue;
            }
            String where = "the trees differ at " + (path.equals("root") ? "the root" : path) + ": ";
            String counts = want.size() == got.size() || path.equals("root") ? "" : " (expected " + JsonForms.nodes(want.size()) + ", got "
                    + got.size() + ")";
            if (e < 0) {
                return where + "expected no node, got the node with value " + got.value(a)
                        + subtree(got.size(a)) + counts;
            }
            if (a < 0) {
                return where + "expected the node with value " + want.value(e) + subtree(want.size(e))
                        + ", got no node" + counts;
            }
            if (want.value(e) != got.value(a)) {
                return where + "expected value " + want.value(e) + ", got " + got.value(a) + counts;
            }
            pairs.add(new int[] {want.left(e), got.left(a)});
            paths.add(path + ".left");
            pairs.add(new int[] {want.right(e), got.right(a)});
            paths.add(path + ".right");
        }
        return null;
    }

    private static String subtree(int size) {
        return size <= 1 ? "" : " (and " + (size - 1) + " more below it)";
    }

    /** A level-order list read into its nodes: values and child indices, -1 for none. */
    private record Tree(List<Integer> values, List<Integer> lefts, List<Integer> rights) {

        static Tree of(JsonNode levelOrder) {
            List<Integer> values = new ArrayList<>();
            List<Integer> lefts = new ArrayList<>();
            List<Integer> rights = new ArrayList<>();
            // Entry i's node index, or -1 for a null entry.
            int[] nodeAt = new int[levelOrder.size()];
            for (int i = 0; i < levelOrder.size(); i++) {
                JsonNode entry = levelOrder.get(i);
                nodeAt[i] = entry.isNull() ? -1 : values.size();
                if (!entry.isNull()) {
                    values.add(entry.asInt());
                    lefts.add(-1);
                    rights.add(-1);
                }
            }
            int child = 1;
            for (int i = 0; i < levelOrder.size() && child < levelOrder.size(); i++) {
                if (nodeAt[i] < 0) {
                    continue;
                }
                lefts.set(nodeAt[i], nodeAt[child++]);
                if (child < levelOrder.size()) {
                    rights.set(nodeAt[i], nodeAt[child++]);
                }
            }
            return new Tree(values, lefts, rights);
        }

        int root() {
            return values.isEmpty() ? -1 : 0;
        }

        int size() {
            return values.size();
        }

        int value(int node) {
            return values.get(node);
        }

        int left(int node) {
            return lefts.get(node);
        }

        int right(int node) {
            return rights.get(node);
        }

        /** The number of nodes in the subtree under {@code node}, itself included. */
        int size(int node) {
            int count = 0;
            ArrayDeque<Integer> stack = new ArrayDeque<>();
            stack.push(node);
            while (!stack.isEmpty()) {
                int n = stack.pop();
                count++;
                if (lefts.get(n) >= 0) {
                    stack.push(lefts.get(n));
                }
                if (rights.get(n) >= 0) {
                    stack.push(rights.get(n));
                }
            }
            return count;
        }
    }
}
