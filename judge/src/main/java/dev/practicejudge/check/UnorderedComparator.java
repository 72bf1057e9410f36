package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The output must equal the expected value up to the order of the lists at the declared levels;
 * every element counts as often as it occurs, so a duplicate is an error, as on LeetCode.
 * For N-Queens, level 0: the boards may come in any order, each board's rows may not.
 */
final class UnorderedComparator implements OutputComparator {

    private final Set<Integer> levels;

    UnorderedComparator(Set<Integer> levels) {
        this.levels = Set.copyOf(levels);
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        JsonNode canonicalExpected = JsonValues.canonical(expected, levels);
        JsonNode canonicalActual = JsonValues.canonical(actual, levels);
        if (JsonValues.equal(canonicalExpected, canonicalActual)) {
            return CheckResult.accepted();
        }
        if (levels.contains(0) && expected.isArray() && actual.isArray()) {
            return CheckResult.rejected(multisetDifference(canonicalExpected, canonicalActual));
        }
        return CheckResult.rejected(Differences.describe(canonicalExpected, canonicalActual));
    }

    /** Which elements of the outer list are missing, extra or repeated, counted as multisets. */
    private static String multisetDifference(JsonNode expected, JsonNode actual) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        expected.forEach(e -> counts.merge(Json.compact(e), 1, Integer::sum));
        Map<String, Integer> actualCounts = new LinkedHashMap<>();
        actual.forEach(e -> actualCounts.merge(Json.compact(e), 1, Integer::sum));
        List<String> missing = new ArrayList<>();
        List<String> extra = new ArrayList<>();
        List<String> repeated = new ArrayList<>();
        counts.forEach((element, count) -> {
            int got = actualCounts.getOrDefault(element, 0);
            for (int i = got; i < count; i++) {
                missing.add(element);
            }
        });
        actualCounts.forEach((element, got) -> {
            int want = counts.getOrDefault(element, 0);
            for (int i = want; i < got; i++) {
                (want > 0 ? repeated : extra).add(element);
            }
        });
        StringBuilder reason = new StringBuilder("expected " + expected.size() + " element"
                + (expected.size() == 1 ? "" : "s") + " in any order, got " + actual.size());
        appendList(reason, "missing", missing);
        appendList(reason, "unexpected", extra);
        appendList(reason, "repeated", repeated);
        return reason.toString();
    }

    private static void appendList(StringBuilder reason, String label, List<String> elements) {
        if (elements.isEmpty()) {
            return;
        }
        reason.append("\n").append(label).append(" (").append(elements.size()).append("):");
        int shown = Math.min(elements.size(), Differences.MAX_ELEMENTS_SHOWN);
        for (int i = 0; i < shown; i++) {
            reason.append("\n  ").append(Differences.truncate(elements.get(i)));
        }
        if (elements.size() > shown) {
            reason.append("\n  ... and ").append(elements.size() - shown).append(" more");
        }
    }
}
