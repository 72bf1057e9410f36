package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.Optional;

/**
 * The JSON forms of LeetCode's node types, as its problems write them: a {@code TreeNode} as its
 * level-order list, with {@code null} for a missing child ({@code [3,9,20,null,null,15,7]}), and a
 * {@code ListNode} as the array of its values; {@code []} is the empty tree or list (Java's
 * {@code null}). Each type's form is its descriptor's ({@link ProvidedTypes}); the worker builds
 * and reads the real nodes ({@code worker.NodeModule}); here, where they do not exist, values are
 * only checked.
 */
public final class NodeForms {

    private NodeForms() {
    }

    /** Why {@code value} is not a level-order tree, or empty when it is one. */
    public static Optional<String> treeMismatch(JsonNode value) {
        return ProvidedTypes.TREE.mismatch(value);
    }

    /** Why {@code value} is not a value of the node type {@code type} ({@link TypeRef#isNode()}), or empty when it is one. */
    public static Optional<String> mismatch(JsonNode value, TypeRef type) {
        return ProvidedTypes.of(type.name()).mismatch(value);
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
            return ProvidedTypes.of(type.name()).untrimmed(value);
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
        return ProvidedTypes.TREE.canonical(tree);
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
}
