package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.Set;

/**
 * Says where two JSON values first differ: in one line, or for a list compared in any order, in
 * the words of {@link AnyOrder}. Values are quoted as they are, never in a canonical form, so the
 * learner reads their own output; paths are index paths ({@code [0][2]}).
 */
final class Differences {

    static final int MAX_ELEMENTS_SHOWN = 5;
    static final int MAX_VALUE_CHARS = 300;

    private Differences() {
    }

    /** The first difference between two values that are not equal, every list in order. */
    static String describe(JsonNode expected, JsonNode actual) {
        return describe(expected, actual, Set.of());
    }

    /**
     * The first difference between two values that are not equal once the lists at the given
     * levels (0 for the value itself) are put in any order.
     */
    static String describe(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        String difference = firstDifference(expected, actual, unorderedLevels, 0, "");
        // Null only when the caller's equality and this walk disagree: still say what differs.
        return difference != null ? difference
                : "expected " + truncate(Json.compact(expected)) + ", got " + truncate(Json.compact(actual));
    }

    /** The first difference at or below {@code path}, or null when there is none. */
    private static String firstDifference(JsonNode expected, JsonNode actual, Set<Integer> levels, int level,
                                          String path) {
        String where = path.isEmpty() ? "" : " at " + path;
        if (actual.isNull() && !expected.isNull()) {
            return "returned null" + where + ", expected " + kind(expected);
        }
        if (expected.isArray() && actual.isArray()) {
            if (levels.contains(level)) {
                AnyOrder inAnyOrder = AnyOrder.of(expected, actual, levels, level);
                return inAnyOrder.same() ? null : inAnyOrder.reason(path);
            }
            if (expected.size() != actual.size()) {
                return "expected " + expected.size() + " element" + (expected.size() == 1 ? "" : "s") + where
                        + ", got " + actual.size();
            }
            for (int i = 0; i < expected.size(); i++) {
                String inner = firstDifference(expected.get(i), actual.get(i), levels, level + 1, path + "[" + i + "]");
                if (inner != null) {
                    return inner;
                }
            }
            return null;
        }
        if (equal(expected, actual, levels, level)) {
            return null;
        }
        if (expected.getNodeType() != actual.getNodeType() && !(expected.isNumber() && actual.isNumber())) {
            return "expected " + kind(expected) + where + ", got " + kind(actual) + " " + truncate(Json.compact(actual));
        }
        return "expected " + truncate(Json.compact(expected)) + where + ", got " + truncate(Json.compact(actual));
    }

    private static boolean equal(JsonNode expected, JsonNode actual, Set<Integer> levels, int level) {
        return levels.isEmpty() ? JsonValues.equal(expected, actual)
                : JsonValues.equal(JsonValues.canonical(expected, levels, level),
                        JsonValues.canonical(actual, levels, level));
    }

    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "a value";
        };
    }

    static String truncate(String text) {
        return text.length() <= MAX_VALUE_CHARS ? text
                : text.substring(0, MAX_VALUE_CHARS) + "... (" + (text.length() - MAX_VALUE_CHARS) + " more characters)";
    }
}
