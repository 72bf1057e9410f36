package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;

/**
 * Exact comparison of a tree or a linked list, whose difference is said in nodes
 * ({@link NodeDifferences}) rather than in entries of its JSON form.
 */
final class NodeComparator implements OutputComparator {

    private final boolean tree;

    NodeComparator(boolean tree) {
        this.tree = tree;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        if (JsonValues.equal(expected, actual)) {
            return CheckResult.accepted();
        }
        String difference = actual.isArray() && expected.isArray()
                ? (tree ? NodeDifferences.trees(expected, actual) : NodeDifferences.lists(expected, actual)) : null;
        return CheckResult.rejected(difference != null ? difference : Differences.describe(expected, actual));
    }
}
