package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;

/**
 * Exact comparison of a tree, a linked list or a node of the input, whose difference is said in
 * nodes ({@link NodeDifferences}) rather than in entries of its JSON form.
 */
final class NodeComparator implements OutputComparator {

    /** What the output is: a whole tree, a whole list, or one node of an input tree (shown as its value). */
    enum Output { TREE, LIST, NODE_OF_INPUT }

    private final Output output;

    NodeComparator(Output output) {
        this.output = output;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        if (JsonValues.equal(expected, actual)) {
            return CheckResult.accepted();
        }
        String difference = switch (output) {
            case TREE -> actual.isArray() && expected.isArray() ? NodeDifferences.trees(expected, actual) : null;
            case LIST -> actual.isArray() && expected.isArray() ? NodeDifferences.lists(expected, actual) : null;
            case NODE_OF_INPUT -> "returned " + node(actual) + ", expected " + node(expected);
        };
        return CheckResult.rejected(difference != null ? difference : Differences.describe(expected, actual));
    }

    private static String node(JsonNode value) {
        return value.isNull() ? "null (no node)" : "the node with value " + value;
    }
}
