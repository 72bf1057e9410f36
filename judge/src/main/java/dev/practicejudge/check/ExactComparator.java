package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;

/** The output must equal the expected value exactly; numbers compare by value. */
final class ExactComparator implements OutputComparator {

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        if (JsonValues.equal(expected, actual)) {
            return CheckResult.accepted();
        }
        return CheckResult.rejected(Differences.describe(expected, actual));
    }
}
