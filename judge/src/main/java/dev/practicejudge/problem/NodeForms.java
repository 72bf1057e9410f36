package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * The JSON forms of LeetCode's node types, as its problems write them: a {@code TreeNode} as its
 * level-order list, with {@code null} for a missing child ({@code [3,9,20,null,null,15,7]}), and a
 * {@code ListNode} as the array of its values; {@code []} is the empty tree or list (Java's
 * {@code null}). The worker builds and reads the real nodes ({@code worker.NodeModule}); here,
 * where they do not exist, values are only checked.
 */
public final class NodeForms {

    private NodeForms() {
    }

    /** Why {@code value} is not a level-order tree, or empty when it is one. */
    public static Optional<String> treeMismatch(JsonNode value) {
        if (!value.isArray()) {
            return Optional.of("expected a tree as its level-order list, e.g. [3,9,20,null,null,15,7], found "
                    + InputBinding.describe(value));
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
            Optional<String> notInt = notInt(entry, i);
            if (notInt.isPresent()) {
                return notInt;
            }
            slots += 2;
        }
        return Optional.empty();
    }

    /** Why {@code value} is not a linked list's values, or empty when it is. */
    public static Optional<String> listMismatch(JsonNode value) {
        if (!value.isArray()) {
            return Optional.of("expected a linked list as the array of its values, e.g. [1,2,3], found "
                    + InputBinding.describe(value));
        }
        for (int i = 0; i < value.size(); i++) {
            if (value.get(i).isNull()) {
                return Optional.of("entry " + i + " is null; a linked list is written as its values only, "
                        + "and [] is the empty list");
            }
            Optional<String> notInt = notInt(value.get(i), i);
            if (notInt.isPresent()) {
                return notInt;
            }
        }
        return Optional.empty();
    }

    /**
     * Why an expected output of {@code type} can never be matched: a tree written with trailing
     * {@code null}s, which no output has (the judge writes trees as LeetCode prints them, trimmed).
     * Empty when there is none; {@code value} already fits the type.
     */
    public static Optional<String> untrimmed(JsonNode value, TypeRef type) {
        if (!type.mentionsNodes() || !value.isArray()) {
            return Optional.empty();
        }
        if (type.isNode()) {
            if (type.name().equals("TreeNode") && !value.isEmpty() && value.get(value.size() - 1).isNull()) {
                return Optional.of("the tree ends with null, but outputs are written as LeetCode prints them, without "
                        + "trailing nulls: write " + trimmed(value));
            }
            return Optional.empty();
        }
        TypeRef element = type.elementType();
        for (int i = 0; i < value.size(); i++) {
            Optional<String> inner = untrimmed(value.get(i), element);
            if (inner.isPresent()) {
                return Optional.of("element " + i + ": " + inner.get());
            }
        }
        return Optional.empty();
    }

    /** A level-order tree without its trailing {@code null}s, as LeetCode prints it. */
    public static JsonNode trimmed(JsonNode tree) {
        com.fasterxml.jackson.databind.node.ArrayNode trimmed = tree.deepCopy();
        while (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1).isNull()) {
            trimmed.remove(trimmed.size() - 1);
        }
        return trimmed;
    }

    /** How many entries of the level-order tree {@code tree} hold the value (a node may be bound only to a unique one). */
    public static int count(JsonNode tree, long value) {
        int count = 0;
        for (JsonNode entry : tree) {
            if (entry.isIntegralNumber() && entry.asLong() == value) {
                count++;
            }
        }
        return count;
    }

    private static Optional<String> notInt(JsonNode entry, int index) {
        if (!entry.isIntegralNumber()) {
            return Optional.of("entry " + index + " is " + InputBinding.describe(entry)
                    + ", not a node's value (a whole number)");
        }
        if (!entry.canConvertToInt()) {
            return Optional.of("entry " + index + " (" + entry + ") does not fit a node's int value");
        }
        return Optional.empty();
    }
}
