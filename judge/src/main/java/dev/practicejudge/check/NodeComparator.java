package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.provided.ProvidedType;

/**
 * Exact comparison of a provided type's value (a tree, a linked list) or of a node of the input,
 * whose difference is said in nodes ({@link ProvidedType#difference}) rather than in entries of
 * its JSON form.
 */
final class NodeComparator implements OutputComparator {

    /** The output's provided type; null when the output is one node of an input tree (shown as its value). */
    private final ProvidedType output;

    private NodeComparator(ProvidedType output) {
        this.output = output;
    }

    /** Compares whole values of a provided type. */
    static NodeComparator of(ProvidedType output) {
        return new NodeComparator(java.util.Objects.requireNonNull(output, "output"));
    }

    /** Compares one node of an input tree, given by its value. */
    static NodeComparator nodeOfInput() {
        return new NodeComparator(null);
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        if (JsonValues.equal(expected, actual)) {
            return CheckResult.accepted();
        }
        String difference = output == null ? "returned " + node(actual) + ", expected " + node(expected)
                : actual.isArray() && expected.isArray() ? output.difference(expected, actual) : null;
        return CheckResult.rejected(difference != null ? difference : Differences.describe(expected, actual));
    }

    private static String node(JsonNode value) {
        return value.isNull() ? "null (no node)" : "the node with value " + value;
    }
}
