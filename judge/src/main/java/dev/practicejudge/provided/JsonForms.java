package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.Locale;
import java.util.Optional;

/** What the descriptors share about JSON forms: how a found value is named, and a node's int value checked. */
public final class JsonForms {

    private JsonForms() {
    }

    /** A JSON value as a message names it: "a list", "the string \"x\"", "null". */
    public static String describe(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "the string " + Json.compact(node);
            case NUMBER -> "the number " + node;
            case BOOLEAN -> node.asText();
            case NULL -> "null";
            default -> node.getNodeType().name().toLowerCase(Locale.ROOT);
        };
    }

    /** Why entry {@code index} is not a node's int value; empty when it is one. */
    static Optional<String> notInt(JsonNode entry, int index) {
        if (!entry.isIntegralNumber()) {
            return Optional.of("entry " + index + " is " + describe(entry) + ", not a node's value (a whole number)");
        }
        if (!entry.canConvertToInt()) {
            return Optional.of("entry " + index + " (" + entry + ") does not fit a node's int value");
        }
        return Optional.empty();
    }

    /** "1 node", "3 nodes". */
    static String nodes(int count) {
        return count + " node" + (count == 1 ? "" : "s");
    }
}
