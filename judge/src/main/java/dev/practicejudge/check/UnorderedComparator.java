package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import java.util.Set;

/**
 * The output must equal the expected value up to the order of the lists at the declared levels;
 * every element counts as often as it occurs, so a duplicate is an error, as on LeetCode.
 * For N-Queens, level 0: the boards may come in any order, each board's rows may not.
 * A rejection names the learner's elements as they wrote them and where they are in their list
 * ({@link AnyOrder}), never the sorted copies the comparison is made on.
 */
final class UnorderedComparator implements OutputComparator {

    private final Set<Integer> levels;

    UnorderedComparator(Set<Integer> levels) {
        this.levels = Set.copyOf(levels);
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        // The quick proof first (no copies, no sorting); when it cannot prove the two equal, the
        // sorted copies decide, as they always did, and a rejection is described from them.
        if (JsonValues.equalInAnyOrder(expected, actual, levels::contains, 0)
                || JsonValues.equal(JsonValues.canonical(expected, levels), JsonValues.canonical(actual, levels))) {
            return CheckResult.accepted();
        }
        return CheckResult.rejected(Differences.describe(expected, actual, levels));
    }
}
