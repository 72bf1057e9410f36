package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.DesignCalls;

/**
 * A design problem's outputs, one per call, compared call by call: the first call whose output
 * differs is named with its arguments, and the calls before it are listed with what they
 * returned, because a design bug (a cache that forgets to refresh on {@code get}) shows only in
 * the light of the calls that led up to it. Calls are counted from 1 (the constructor), as the
 * diff counts the outputs.
 */
final class CallsComparator implements OutputComparator {

    /** How many of the calls before the differing one are listed; earlier ones are counted. */
    static final int CALLS_SHOWN = 12;

    /** How one call's output is compared: exactly, or within a tolerance ({@code float}). */
    private final OutputComparator perCall;

    CallsComparator(OutputComparator perCall) {
        this.perCall = perCall;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        JsonNode operations = input.path(Design.OPERATIONS);
        JsonNode arguments = input.path(Design.ARGUMENTS);
        if (!actual.isArray() || actual.size() != expected.size() || operations.size() != expected.size()) {
            return JsonValues.equal(expected, actual) ? CheckResult.accepted()
                    : CheckResult.rejected(Differences.describe(expected, actual));
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!perCall.compare(input, expected.get(i), actual.get(i)).isAccepted()) {
                return CheckResult.rejected("call " + (i + 1) + ": " + DesignCalls.describe(operations, arguments, i)
                        + " returned " + value(actual.get(i)) + ", expected " + value(expected.get(i))
                        + before(operations, arguments, actual, i));
            }
        }
        return CheckResult.accepted();
    }

    /** A call's output as a message quotes it: whole, or cut when long (a 20,000-element list). */
    private static String value(JsonNode output) {
        return Differences.truncate(Json.compact(output));
    }

    /** The calls before the differing one, the nearest {@link #CALLS_SHOWN}, with what each returned. */
    private static String before(JsonNode operations, JsonNode arguments, JsonNode actual, int differing) {
        StringBuilder text = new StringBuilder("\nthe calls before it");
        int first = Math.max(0, differing - CALLS_SHOWN);
        if (first > 0) {
            text.append(" (the last ").append(CALLS_SHOWN).append(" of ").append(differing).append(')');
        }
        text.append(':');
        for (int i = first; i < differing; i++) {
            text.append("\n  ").append(i + 1).append(": ").append(DesignCalls.describe(operations, arguments, i));
            if (!actual.get(i).isNull()) {
                text.append(" -> ").append(value(actual.get(i)));
            }
        }
        return text.toString();
    }
}
