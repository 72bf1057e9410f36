package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;

/** Says in one line where two JSON values first differ. */
final class Differences {

    static final int MAX_ELEMENTS_SHOWN = 5;
    static final int MAX_VALUE_CHARS = 300;

    private Differences() {
    }

    static String describe(JsonNode expected, JsonNode actual) {
        return firstDifference(expected, actual, "");
    }

    private static String firstDifference(JsonNode expected, JsonNode actual, String path) {
        String where = path.isEmpty() ? "" : " at " + path;
        if (actual.isNull() && !expected.isNull()) {
            return "returned null" + where + ", expected " + kind(expected);
        }
        if (expected.isArray() && actual.isArray()) {
            if (expected.size() != actual.size()) {
                return "expected " + expected.size() + " element" + (expected.size() == 1 ? "" : "s") + where
                        + ", got " + actual.size();
            }
            for (int i = 0; i < expected.size(); i++) {
                if (!JsonValues.equal(expected.get(i), actual.get(i))) {
                    return firstDifference(expected.get(i), actual.get(i), path + "[" + i + "]");
                }
            }
        }
        if (expected.getNodeType() != actual.getNodeType() && !(expected.isNumber() && actual.isNumber())) {
            return "expected " + kind(expected) + where + ", got " + kind(actual) + " " + truncate(Json.compact(actual));
        }
        return "expected " + truncate(Json.compact(expected)) + where + ", got " + truncate(Json.compact(actual));
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
